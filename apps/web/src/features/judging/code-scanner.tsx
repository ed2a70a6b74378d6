import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbCloseButton } from './thumb';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | undefined =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** The hand-off code inside a scanned QR (a link to /observe#h=CODE), or the text as it is. */
export function codeFromScan(raw: string): string {
  const match = /[#&]h=([A-Za-z0-9-]+)/.exec(raw);
  return (match ? match[1]! : raw).toUpperCase();
}

/**
 * Scans another phone's hand-off QR with the camera where the browser has `BarcodeDetector`;
 * elsewhere the button is absent and the code is typed (or the phone's own camera app opens the link).
 */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!detectorClass()) return null;
  return (
    <>
      {/* 44 px high inside the 50 px code field: a thumb's target, not a text link's. */}
      <Button
        size="md"
        h={44}
        px="sm"
        variant="subtle"
        leftSection={<IconCamera size={20} />}
        onClick={() => setOpen(true)}
      >
        {t('observe.scan')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('observe.scanTitle')}
        closeButtonProps={thumbCloseButton(t)}
        centered
      >
        {open && (
          <Camera
            onCode={(code) => {
              setOpen(false);
              onCode(code);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function Camera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const Detector = detectorClass();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current || !Detector) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new Detector({ formats: ['qr_code'] });
        const look = async () => {
          if (stopped || !video.current) return;
          const [found] = await detector.detect(video.current).catch(() => []);
          if (found) onCode(codeFromScan(found.rawValue));
          else timer = setTimeout(() => void look(), 300);
        };
        void look();
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  if (failed) return <Text c="red">{t('observe.cameraFailed')}</Text>;
  return <video ref={video} playsInline muted style={{ width: '100%', borderRadius: 8 }} />;
}
