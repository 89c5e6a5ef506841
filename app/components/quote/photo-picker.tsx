import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { isAcceptedPhoto, MAX_PHOTO_MB, MAX_PHOTOS, PHOTO_ACCEPT_ATTRIBUTE } from "../../lib/quote-limits";
import { formatBytes } from "../../kernel/bytes";
import { FieldError } from "../ui/field";

export interface PickedPhoto {
  id: string;
  file: File;
}

export type PhotoUploadState = "waiting" | "uploading" | "sent";

interface Props {
  /** The file input's id (the start of its hint's and count's); React makes one if not given. */
  id?: string;
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  disabled?: boolean;
  error?: string;
  /** Per-photo upload state while sending. */
  uploadStates?: Record<string, PhotoUploadState>;
}

let nextId = 0;

/** Browsers preview JPEG and PNG; HEIC gets a placeholder tile. */
function usePreview(file: File): string | undefined {
  const url = useMemo(() => (/^image\/(jpeg|png)$/.test(file.type) ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

const stateLabel: Record<PhotoUploadState, string> = { waiting: "Waiting", uploading: "Uploading", sent: "Sent" };

function PhotoTile({
  photo,
  index,
  onRemove,
  disabled,
  state,
}: {
  photo: PickedPhoto;
  index: number;
  onRemove: () => void;
  disabled?: boolean;
  state?: PhotoUploadState;
}) {
  const preview = usePreview(photo.file);
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-300 bg-slate-50">
      {preview ? (
        <img src={preview} alt={`${index + 1}: ${photo.file.name}`} className="aspect-square w-full object-cover" />
      ) : (
        <div className="flex aspect-square w-full flex-col items-center justify-center p-2 text-center text-xs text-muted">
          <ImagePlus className="size-6" aria-hidden="true" />
          <span className="mt-1 line-clamp-2 break-all">{photo.file.name}</span>
        </div>
      )}
      <p className="truncate bg-white px-1.5 py-0.5 text-xs text-muted">
        {formatBytes(photo.file.size)}
        {state ? <span className="font-semibold text-brand-dark"> · {stateLabel[state]}</span> : null}
      </p>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        className="absolute right-1 top-1 flex size-9 items-center justify-center rounded-full bg-ink/80 text-white hover:bg-ink disabled:opacity-50"
        aria-label={`Remove photo ${index + 1} (${photo.file.name})`}
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * Choose up to 10 photos (JPG, PNG, HEIC). Files past the tenth are dropped without fuss, and the
 * chooser is disabled at ten. Other file types are refused with a message.
 */
export function PhotoPicker({ id, photos, onChange, disabled, error, uploadStates }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState<string>();
  const full = photos.length >= MAX_PHOTOS;
  const shownError = typeError ?? error;
  const errorId = shownError ? `${inputId}-error` : undefined;

  return (
    <div>
      <label htmlFor={inputId} className="block font-semibold text-ink">
        Photos <span className="ml-1 text-sm font-normal text-muted">(optional)</span>
      </label>
      <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-muted">
        JPG, PNG or HEIC; up to {MAX_PHOTOS} photos, max {MAX_PHOTO_MB}MB per file. Photos help us give a fixed price.
      </p>
      <div className="mt-1.5">
        <input
          ref={input}
          id={inputId}
          name="files"
          type="file"
          multiple
          accept={PHOTO_ACCEPT_ATTRIBUTE}
          disabled={disabled || full}
          aria-describedby={[`${inputId}-hint`, `${inputId}-count`, errorId].filter(Boolean).join(" ")}
          aria-invalid={shownError ? true : undefined}
          className="block w-full cursor-pointer rounded-lg border-2 border-dashed border-slate-400 bg-white p-3 text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand file:px-4 file:font-semibold file:text-white hover:border-brand disabled:cursor-not-allowed disabled:opacity-60"
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            // The files now live in state; clear the input so the same file can be picked again.
            event.currentTarget.value = "";
            const accepted = chosen.filter(isAcceptedPhoto);
            setTypeError(
              accepted.length < chosen.length ? "Only JPG, PNG and HEIC photos can be added; other files were not added." : undefined,
            );
            const room = MAX_PHOTOS - photos.length;
            const added = accepted.slice(0, Math.max(0, room)).map((file) => ({ id: `photo-${++nextId}`, file }));
            if (added.length) onChange([...photos, ...added]);
          }}
        />
      </div>
      <p id={`${inputId}-count`} className="mt-1.5 text-sm text-muted" aria-live="polite">
        {photos.length} of {MAX_PHOTOS} photos added{full ? ": that's the maximum." : "."}
      </p>
      <FieldError id={errorId} error={shownError} />
      {photos.length > 0 ? (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              disabled={disabled}
              state={uploadStates?.[photo.id]}
              onRemove={() => {
                onChange(photos.filter((p) => p.id !== photo.id));
                setTypeError(undefined);
                setTimeout(() => input.current?.focus());
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
