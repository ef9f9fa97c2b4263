import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { useLocalPath } from "~/utils/root-data";
import type { StatusIntent } from "./answer";
import type { FeeAnswer } from "./fee";
import type { StatusCopy } from "./words.server";

type FeeCopy = StatusCopy["fee"];

/**
 * An enrollment's registration fee on the status page (README "Admissions": "Registration fee by
 * UPI"): the amount, the UPI QR code and deep link while it is to pay, the form for the UTR after
 * paying, and the payment's state in the parent's words. The QR code comes drawn from the server.
 */
export function Fee({ fee, reference, mobile, copy: T }: { fee: FeeAnswer; reference: string; mobile: string; copy: FeeCopy }) {
  return (
    <section id="fee" aria-labelledby="fee-title" className="mt-6 border-t border-slate-200 pt-6">
      <h3 id="fee-title" className="text-lg font-bold text-slate-900">
        {T.title}
      </h3>
      {"failed" in fee ? (
        <p className="mt-1 text-slate-800">{fee.failed}</p>
      ) : (
        <FeeDetails fee={fee} reference={reference} mobile={mobile} copy={T} />
      )}
    </section>
  );
}

type Asked = Exclude<FeeAnswer, { failed: string }>;

function FeeDetails({ fee, reference, mobile, copy: T }: { fee: Asked; reference: string; mobile: string; copy: FeeCopy }) {
  const { amount, payment, pay, form } = fee;
  return (
    <>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{T.amount}</dt>
        <dd className="text-xl font-bold text-slate-900">{amount}</dd>
        <dt className="font-semibold">{T.payTo}</dt>
        <dd className="break-words">
          {fee.payeeName}
          {/* A UPI ID is an address, not words: read out as written (lang "en", like an e-mail address). */}
          {fee.upiId ? (
            <>
              {" ("}
              <span lang="en">{fee.upiId}</span>)
            </>
          ) : null}
        </dd>
        {payment ? (
          <>
            <dt className="font-semibold">{T.state}</dt>
            <dd>
              <span className="font-bold text-brand">{payment.stage.label}</span>
              <span className="block">{payment.stage.text}</span>
            </dd>
            <dt className="font-semibold">{T.utr}</dt>
            <dd>{payment.utr}</dd>
            {payment.status === "confirmed" ? (
              <>
                <dt className="font-semibold">{T.receipt}</dt>
                <dd className="font-bold text-slate-900" lang="en">
                  {payment.receiptNumber}
                </dd>
              </>
            ) : null}
            {payment.status === "rejected" && payment.reason ? (
              <>
                <dt className="font-semibold">{T.reason}</dt>
                <dd className="whitespace-pre-line break-words">{payment.reason}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {pay ? (
        <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <QrImage qr={pay.qr} label={fee.qrLabel} />
          <div className="space-y-3">
            <p className="text-slate-800">{T.how}</p>
            <a
              href={pay.link}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 py-2 font-bold text-white shadow hover:brightness-90"
            >
              {T.openApp}
            </a>
          </div>
        </div>
      ) : null}
      {form ? (
        <UtrForm
          key={`${payment?.status ?? "none"}-${payment?.utr ?? ""}`}
          form={form}
          correcting={payment?.status === "submitted"}
          utr={payment?.utr ?? ""}
          reference={reference}
          mobile={mobile}
          copy={T}
        />
      ) : null}
    </>
  );
}

/**
 * Dark modules on white with the quiet zone inside the image, at whole pixels per module where the
 * width allows (at least 240 px; narrower screens scale it down). Its text alternative names it.
 */
function QrImage({ qr, label }: { qr: { size: number; path: string }; label: string }) {
  const width = qr.size * Math.ceil(240 / qr.size);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={width}
      height={width}
      shapeRendering="crispEdges"
      className="h-auto max-w-full shrink-0 rounded-lg ring-1 ring-slate-300"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

const FORM_NAME = "fee-utr";

/** The UTR after paying (or its correction while the school has not looked): posted as the page's `fee` intent. */
function UtrForm({
  form,
  correcting,
  utr,
  reference,
  mobile,
  copy: T,
}: {
  form: NonNullable<Asked["form"]>;
  correcting: boolean;
  utr: string;
  reference: string;
  mobile: string;
  copy: FeeCopy;
}) {
  const localPath = useLocalPath();
  const state = usePublicForm({
    id: FORM_NAME,
    name: FORM_NAME,
    schema: FORM_SCHEMAS.upiPayment,
    constraint: form.constraint,
    failure: form.result ? { result: form.result } : undefined,
    defaultValue: utr ? { utr } : undefined,
  });
  const { fields, invalid } = state;
  const intent: StatusIntent = "fee";
  return (
    <section aria-labelledby="fee-form-title" className="relative mt-6">
      <h4 id="fee-form-title" className="font-bold text-slate-900">
        {correcting ? T.correctTitle : T.formTitle}
      </h4>
      <PublicForm
        state={state}
        name={FORM_NAME}
        action={localPath("/admissions/status")}
        rejected={undefined}
        labelledBy={{ "aria-labelledby": "fee-form-title" }}
        className="mt-2 grid gap-4"
        sending={T.sending}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="mobile" value={mobile} />
        <TextField field={fields.utr} label={T.utrLabel} hint={T.utrHint} inputMode="numeric" autoComplete="off" autoFocus={invalid === "utr"} />
        <div>
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 py-2 font-bold text-white shadow hover:brightness-90"
          >
            {correcting ? T.correct : T.submit}
          </button>
        </div>
      </PublicForm>
    </section>
  );
}
