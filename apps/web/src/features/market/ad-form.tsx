import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconBrandWhatsapp, IconCamera, IconPhone } from '@tabler/icons-react';
import {
  AD_DESCRIPTION_MAX,
  AD_DESCRIPTION_MIN,
  AD_IMAGE_MAX_BYTES,
  AD_IMAGE_TYPES,
  type AdFormInput,
  type MarketAd,
  adCategories,
  adFormSchema,
} from '@trialhub/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { Form, fieldErrors } from '../../shared/form';
import { parsePrice, priceFieldText } from './format';
import classes from './market.module.css';
import { uploadAdPhoto } from './market-api';

interface Values {
  description: string;
  /** As typed: read by parsePrice, the same way in every language. */
  price: string;
  category: string | null;
  location: string;
  phone: string;
  whatsapp: string;
  consent: boolean;
}

const fromAd = (ad: MarketAd | undefined): Values => ({
  description: ad?.description ?? '',
  price: ad ? priceFieldText(ad.price) : '',
  category: ad?.category ?? null,
  location: ad?.location ?? '',
  phone: ad?.phone ?? '',
  whatsapp: ad?.whatsapp ?? '',
  // The seller gave it when posting this ad (the server requires it): an edit does not ask again.
  consent: !!ad,
});

/** On a phone the first message may be a screen away (the photo is at the top): bring it into view. */
function scrollToFirstError() {
  requestAnimationFrame(() =>
    document.querySelector('[class*="InputWrapper-error"], [class*="Checkbox-error"]')?.scrollIntoView({
      block: 'center',
      behavior: 'smooth',
    }),
  );
}

/** The upload's answer as the message next to the photo: too large, wrong type, or the spec's generic one. */
function uploadMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return 'market.imageTooLarge';
    if (error.status === 415) return 'market.imageType';
    if (error.status === 401) return 'errors.unauthenticated';
    if (error.status === 429) return 'errors.tooManyRequests';
  }
  return 'errors.uploadFailed';
}

/**
 * The ad form (new and edit): the same schema as the server (adFormSchema) checks it before sending.
 * The photo uploads as soon as it is chosen, so a refused file is told at once, next to it.
 */
export function AdForm({
  ad,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  ad?: MarketAd;
  submitLabel: string;
  onSubmit: (form: AdFormInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => fromAd(ad));
  const [image, setImage] = useState<{ id: string; url: string } | null>(
    ad ? { id: ad.imageFileId, url: ad.imageUrl } : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const next = { ...e, [key]: '' };
      // Either contact answers "give a phone or a WhatsApp link".
      if (key === 'whatsapp' && next.phone === 'market.contactRequired') next.phone = '';
      return next;
    });
  };

  const pickPhoto = async (file: File | undefined) => {
    if (!file) return;
    setErrors((e) => ({ ...e, imageFileId: '' }));
    // Checked here to save a pointless upload; the server checks the bytes themselves again.
    if (file.size > AD_IMAGE_MAX_BYTES) return setErrors((e) => ({ ...e, imageFileId: 'market.imageTooLarge' }));
    if (file.type && !(AD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return setErrors((e) => ({ ...e, imageFileId: 'market.imageType' }));
    }
    setUploading(true);
    try {
      const stored = await uploadAdPhoto(file);
      setImage({ id: stored.id, url: stored.url });
    } catch (error) {
      setErrors((e) => ({ ...e, imageFileId: uploadMessage(error) }));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async () => {
    const price = parsePrice(values.price);
    const form: AdFormInput = {
      description: values.description,
      price: price as number,
      category: (values.category ?? undefined) as AdFormInput['category'],
      location: values.location || null,
      imageFileId: image?.id ?? '',
      phone: values.phone || null,
      whatsapp: values.whatsapp || null,
      consent: values.consent as true,
    };
    const checked = adFormSchema.safeParse(form);
    setFormError(null);
    if (!checked.success || Number.isNaN(price)) {
      // Text that is no price ("2,45,0") is told how to write one, not just "must be a number".
      setErrors({
        ...(checked.success ? {} : fieldErrors(checked)),
        ...(Number.isNaN(price) && { price: 'market.priceFormat' }),
      });
      scrollToFirstError();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(form);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields);
        scrollToFirstError();
      }
      setFormError(error instanceof ApiError ? error.messageKey : 'errors.internal');
    } finally {
      setSaving(false);
    }
  };

  const message = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const length = values.description.trim().length;

  return (
    <Form onSubmit={submit}>
      <Input.Wrapper label={t('market.photo')} required error={message('imageFileId')} id="ad-photo">
        <input
          ref={fileInput}
          type="file"
          accept={AD_IMAGE_TYPES.join(',')}
          hidden
          data-testid="ad-photo-input"
          onChange={(e) => void pickPhoto(e.currentTarget.files?.[0])}
        />
        <Stack gap="xs" mt={4}>
          {image ? (
            <img
              src={image.url}
              alt={t('market.photoPreview')}
              className={classes.preview}
              data-testid="ad-photo-preview"
            />
          ) : (
            <div
              className={classes.dropzone}
              role="button"
              tabIndex={0}
              onClick={() => fileInput.current?.click()}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && fileInput.current?.click()}
            >
              <Stack align="center" gap={4}>
                {isUploading ? <Loader size="sm" /> : <IconCamera size={32} stroke={1.5} />}
                <Text size="sm" fw={600}>
                  {t('market.addPhoto')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('market.photoHint')}
                </Text>
              </Stack>
            </div>
          )}
          {image && (
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => fileInput.current?.click()} loading={isUploading}>
                {t('market.changePhoto')}
              </Button>
            </Group>
          )}
        </Stack>
      </Input.Wrapper>

      <Textarea
        label={t('market.description')}
        description={t('market.descriptionHint')}
        required
        autosize
        minRows={4}
        maxRows={12}
        value={values.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={message('description')}
        rightSection={null}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      />
      <Text
        size="xs"
        c={length >= AD_DESCRIPTION_MIN && length <= AD_DESCRIPTION_MAX ? 'dimmed' : 'orange'}
        mt={-12}
        data-testid="ad-description-count"
      >
        {t('market.characters', { count: length, min: AD_DESCRIPTION_MIN, max: AD_DESCRIPTION_MAX })}
      </Text>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('market.price')}
          required
          // A plain text field: "2450.5" and "2450,5" mean the same in every language (parsePrice), and a
          // negative price stays as typed for the rules to refuse with a message, never quietly €0.
          inputMode="decimal"
          autoComplete="off"
          leftSection="€"
          value={values.price}
          onChange={(e) => set('price', e.currentTarget.value)}
          // Written back the language's way once typed, so the seller sees how it was read: "2 450,50".
          onBlur={() => {
            const price = parsePrice(values.price);
            if (price !== undefined && Number.isFinite(price))
              setValues((v) => ({ ...v, price: priceFieldText(price) }));
          }}
          error={message('price')}
          data-testid="ad-price-input"
        />
        <Select
          label={t('market.categoryLabel')}
          required
          placeholder={t('market.chooseCategory')}
          data={adCategories.map((c) => ({ value: c, label: t(`market.category.${c}`) }))}
          value={values.category}
          onChange={(value) => set('category', value)}
          error={message('category')}
          data-testid="ad-category"
        />
      </SimpleGrid>

      <TextInput
        label={t('market.location')}
        placeholder={t('market.locationPlaceholder')}
        value={values.location}
        onChange={(e) => set('location', e.currentTarget.value)}
        error={message('location')}
      />

      <Text size="sm" fw={600} mb={-8}>
        {t('market.contact')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('market.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+371 20000000"
          leftSection={<IconPhone size={16} />}
          value={values.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
          error={message('phone')}
        />
        <TextInput
          label={t('market.whatsapp')}
          placeholder="wa.me/37120000000"
          leftSection={<IconBrandWhatsapp size={16} />}
          value={values.whatsapp}
          onChange={(e) => set('whatsapp', e.currentTarget.value)}
          error={message('whatsapp')}
        />
      </SimpleGrid>

      <Checkbox
        label={t('market.consent')}
        checked={values.consent}
        onChange={(e) => set('consent', e.currentTarget.checked)}
        error={message('consent')}
      />

      {formError && (
        <Alert color="red" variant="light" role="alert">
          {t(formError)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('market.cancel')}
          </Button>
        )}
        <Button type="submit" loading={isSaving} disabled={isUploading}>
          {submitLabel}
        </Button>
      </Group>
    </Form>
  );
}
