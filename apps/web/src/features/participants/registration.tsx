import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { type PublicStage, type RiderSearchHit, formatBirthDate, participantFormSchema } from '@trialhub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api';
import { Form, fieldErrors } from '../../shared/form';
import { SaveQuestion, withSavingToasts } from '../../shared/saving-toast';
import { useSession } from '../../shared/session';
import { ClubQuestion, useClubQuestion } from './club-question';
import { EntryLicence, useLicenceCheck } from './entry-licence';
import { RiderPicker } from './rider-picker';
import { FeeQuote } from './fee-quote';
import { participantsKey, useParticipants } from './participants-api';
import { classChoice } from './class-choice';
import {
  type Confirmed,
  type Draft,
  type FormMode,
  type Question,
  clubFilter,
  initialDraft,
  isQuestion,
  noConfirmations,
  questionFlag,
  toastTexts,
} from './participant-form-model';

// The waiting list's offer loads when a class turns out to be full (decision 081).
const WaitlistOffer = lazy(() => import('../signon/waitlist').then((m) => ({ default: m.WaitlistOffer })));

/**
 * The participant form (spec §2, §5) for a rider joining, a secretary adding, or a secretary editing
 * (age filter off, and a notice when the participant already has results).
 */
export function ParticipantFields({
  mode,
  stage,
  onDone,
  initial,
  participantId,
  hasResult = false,
  onSaved,
}: {
  mode: FormMode;
  stage: PublicStage;
  onDone: () => void;
  /** Called once the server has taken the form (before onDone). */
  onSaved?: () => void;
  initial: Record<string, unknown>;
  participantId?: string;
  hasResult?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const { data: clubs } = useQuery({
    queryKey: ['clubs'],
    queryFn: () => api('/api/clubs'),
  });
  const [draft, setDraft] = useState<Draft>(() => initialDraft(initial, mode, session?.user.name));
  // Spec §5: on by default for a new registration, off when editing.
  const [filterByAge, setFilterByAge] = useState(mode !== 'edit');
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  /** The server's question ('… Do you want to continue?') and what the user already confirmed. */
  const [question, setQuestion] = useState<Question | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed>(noConfirmations);
  /** The rider a secretary picked (issue #38), and a one-event licence bought with the entry. */
  const [picked, setPicked] = useState<RiderSearchHit | null>(null);
  const [buyLicence, setBuyLicence] = useState(false);
  const { data: check } = useLicenceCheck(stage.id, mode, picked?.id ?? null, draft.racingClass);
  const lockedNumber = check?.permanentNumber ?? null;
  const pick = (rider: RiderSearchHit | null) => {
    setPicked(rider);
    setBuyLicence(false);
    if (rider)
      setDraft((d) => ({
        ...d,
        name: rider.name,
        birthDate: formatBirthDate(rider.birthDate),
        gender: rider.gender,
        clubId: rider.clubId ?? '',
        racingNumber: rider.racingNumber,
        racingClass: stage.classes.some((c) => c.name === rider.racingClass) ? rider.racingClass! : d.racingClass,
      }));
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A changed form is a new question for the server.
    setConfirmed(noConfirmations);
    setQuestion(null);
  };

  const { email, ...fields } = draft;
  const body = {
    ...fields,
    // The join form has no contact e-mail: a rider's is his account's (issue #38).
    ...(mode === 'join' ? {} : { email: email.trim() || null }),
    // A permanent number is the rider's number on every stage of the championship (decision 079).
    racingNumber: lockedNumber ?? draft.racingNumber,
    bike: draft.bike || null,
    license: draft.license || null,
    clubId: draft.clubId || null,
    team: draft.team || null,
  };
  const schema = useMemo(
    () =>
      participantFormSchema({
        hasWomenClasses: stage.hasWomenClasses,
        classNames: stage.classes.map((c) => c.name),
        today: new Date(),
      }),
    [stage],
  );
  const errors = fieldErrors(schema.safeParse(body));
  // The clubs list, and for secretaries also the clubs this stage's entries already name (new ones).
  const { data: entries } = useParticipants(stage.id);
  const clubNames = [
    ...new Set([
      ...(clubs ?? []).map((c) => c.id),
      ...(mode === 'join' ? [] : (entries ?? []).flatMap((p) => (p.clubId ? [p.clubId] : []))),
    ]),
  ];
  const isNewClub = draft.clubId.trim() !== '' && !!clubs && !clubs.some((c) => c.id === draft.clubId.trim());
  const clubQuestion = useClubQuestion(draft.clubId, clubNames, mode !== 'join' && isNewClub);
  const err = (field: string) => (showErrors && errors[field] ? t(errors[field]!) : undefined);
  const { iso, classOptions, ageProblem, ageText } = classChoice(stage, draft, filterByAge, t);

  /** Sends the form; true when the rider is now registered. */
  const submit = async (confirm: Confirmed = confirmed): Promise<boolean> => {
    setShowErrors(true);
    setServerError(null);
    setQuestion(null);
    if (Object.keys(errors).length > 0 || (mode === 'join' && ageProblem) || clubQuestion.pending) return false;
    try {
      const done = await withSavingToasts(toastTexts[mode](t), t, async () => {
        try {
          const json = {
            form: body,
            confirmDuplicateName: confirm.duplicateName,
            confirmClassAge: confirm.classAge,
            ...(picked && mode === 'add' ? { riderId: picked.id } : {}),
            ...(buyLicence ? { oneEventLicence: true } : {}),
          };
          const base = `/api/stages/${stage.id}/participants` as const;
          if (mode === 'join') await api(`${base}/join`, { method: 'POST', json });
          else if (mode === 'add') await api(base, { method: 'POST', json });
          else await api(`${base}/${participantId}`, { method: 'PUT', json });
        } catch (error) {
          if (error instanceof ApiError && isQuestion(error.messageKey)) {
            setQuestion(error.messageKey);
            throw new SaveQuestion(error.messageKey);
          }
          // A licence or number refusal names what is missing in its field (decision 079).
          if (error instanceof ApiError)
            setServerError(
              error.fields?.licence ?? error.fields?.racingNumber ?? error.fields?.riderId ?? error.messageKey,
            );
          throw error;
        }
        return true;
      });
      if (done === true) onSaved?.();
      return done === true;
    } finally {
      await queryClient.invalidateQueries({ queryKey: participantsKey(stage.id) });
    }
  };

  return (
    <Form
      onSubmit={async () => {
        if (await submit()) onDone();
      }}
    >
      {hasResult && (
        <Alert color="yellow" role="status">
          {t('participants.hasResultsNotice')}
        </Alert>
      )}
      {mode === 'add' && <RiderPicker picked={picked} onPick={pick} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('participants.col.name')}
          required
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={err('name')}
        />
        <NumberInput
          label={t('participants.col.number')}
          min={0}
          value={body.racingNumber ?? ''}
          disabled={lockedNumber !== null}
          description={lockedNumber !== null ? t('licences.numberLocked') : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChange={(v) => set('racingNumber', v === '' ? null : Number(v))}
          error={err('racingNumber')}
        />
        <TextInput
          label={t('participants.birthDate')}
          placeholder={t('participants.birthDatePlaceholder')}
          required
          value={draft.birthDate}
          onChange={(e) => set('birthDate', e.currentTarget.value)}
          error={err('birthDate')}
        />
        <Select
          label={t('participants.gender.label')}
          required={stage.hasWomenClasses}
          clearable
          data={[
            { value: 'male', label: t('participants.gender.male') },
            { value: 'female', label: t('participants.gender.female') },
          ]}
          value={draft.gender}
          onChange={(v) => set('gender', (v as Draft['gender']) ?? null)}
          error={err('gender')}
        />
        <Select
          label={t('participants.col.class')}
          required
          data={classOptions}
          value={draft.racingClass || null}
          onChange={(v) => set('racingClass', v ?? '')}
          error={err('racingClass') ?? ageText}
        />
        <Checkbox
          mt={{ sm: 30 }}
          label={t('participants.filterByAge')}
          checked={filterByAge}
          onChange={(e) => setFilterByAge(e.currentTarget.checked)}
        />
        <TextInput
          label={t('participants.col.bike')}
          value={draft.bike}
          onChange={(e) => set('bike', e.currentTarget.value)}
          error={err('bike')}
        />
        <TextInput
          label={t('participants.col.license')}
          value={draft.license}
          onChange={(e) => set('license', e.currentTarget.value)}
          error={err('license')}
        />
        {mode === 'join' ? (
          <Select
            label={t('participants.col.club')}
            searchable
            clearable
            data={clubNames}
            filter={clubFilter}
            value={draft.clubId || null}
            onChange={(v) => set('clubId', v ?? '')}
            error={err('clubId')}
          />
        ) : (
          // Secretaries may enter a club the list lacks (as the CSV import does), told it is a new one.
          <Autocomplete
            label={t('participants.col.club')}
            data={clubNames}
            filter={clubFilter}
            value={draft.clubId}
            onChange={(v) => set('clubId', v)}
            description={isNewClub ? t('participants.clubNewHint') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={err('clubId')}
          />
        )}
        {mode !== 'join' && (
          <TextInput
            type="email"
            label={t('participants.contactEmail')}
            description={t('participants.contactEmailHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={draft.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={err('email')}
          />
        )}
        {stage.teams.length > 0 && (
          <Autocomplete
            label={t('participants.col.team')}
            description={t('participants.teamHint')}
            data={stage.teams}
            value={draft.team}
            onChange={(v) => set('team', v)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={err('team')}
          />
        )}
      </SimpleGrid>
      <ClubQuestion question={clubQuestion} show={showErrors} onUse={(club) => set('clubId', club)} />
      <EntryLicence
        check={check}
        birthDate={iso}
        competitionStart={stage.competitionStartDate}
        buy={buyLicence}
        onBuy={setBuyLicence}
      />
      {mode === 'join' && (
        <FeeQuote stageId={stage.id} racingClass={draft.racingClass} team={draft.team} birthDate={iso} />
      )}
      {/* Next to the buttons, where the user is after pressing Save (the form scrolls on a phone). */}
      {question && (
        <Alert color="yellow" role="status" data-testid="participant-question">
          <Text mb="xs">{t(question)}</Text>
          <Button
            size="xs"
            onClick={async () => {
              const next = { ...confirmed, [questionFlag[question]]: true };
              setConfirmed(next);
              if (await submit(next)) onDone();
            }}
          >
            {t(question === 'participant.classAgeConfirm' ? 'participants.continueAnyway' : 'participants.continue')}
          </Button>
        </Alert>
      )}
      {mode === 'join' && serverError === 'signon.error.entriesFull' ? (
        <Suspense fallback={null}>
          <WaitlistOffer stageId={stage.id} form={body} onWaiting={onDone} />
        </Suspense>
      ) : (
        serverError && (
          <Alert color="red" role="alert">
            {t(serverError)}
          </Alert>
        )
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit">{mode === 'join' ? t('participants.join') : t('profile.save')}</Button>
      </Group>
    </Form>
  );
}
