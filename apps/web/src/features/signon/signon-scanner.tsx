import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's QR reader where it has one (Chrome on Android, Safari 17+); typed where it has not. */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = () =>
  typeof window !== 'undefined'
    ? (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
    : undefined;

export const canScan = () => !!detectorClass() && !!navigator.mediaDevices?.getUserMedia;

/** The camera's view until a QR code is read: its text goes to `onCode` and the camera stops. */
export function SignOnScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue && !stopped) {
          stopped = true;
          onCode(found.rawValue);
          return;
        }
      } catch {
        // A frame not ready yet: look again.
      }
      timer = setTimeout(() => void look(), 250);
    };
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('signon.scan.title')}
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      <Stack gap="sm">
        {failed ? (
          <Alert color="red">{t('signon.scan.noCamera')}</Alert>
        ) : (
          <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
        )}
        <Text size="sm" c="dimmed">
          {t('signon.scan.hint')}
        </Text>
      </Stack>
    </Modal>
  );
}
