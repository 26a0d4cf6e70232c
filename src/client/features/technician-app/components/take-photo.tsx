import { useEffect, useRef, useState } from "react";
import { Camera, ImagePlus, X } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { useAddPhoto } from "../api/add-photo.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// staff-side.md §5 Camera: unavailable gives 'Camera not available on this device'; denied
// gives 'Camera access denied'. Built for real (DESIGN.md, placeholders become features): the
// camera through getUserMedia where the browser has it, else (or when refused) the file picker
// with `capture`, which on a phone opens the camera app too. The spec's English is the messages'.

export function TakePhoto({ jobId, autoFocus = false }: { jobId: string; autoFocus?: boolean }) {
  const addPhoto = useAddPhoto(jobId);
  const picker = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const send = (file: File) =>
    addPhoto.mutate(file, {
      onSuccess: () => toast.success(m.tech_photo_added()),
      onError: (error) => toast.error(m.tech_photo_failed(), { description: errorMessage(error) }),
    });

  async function openCamera() {
    if (!navigator.mediaDevices?.getUserMedia) {
      toast.error(m.tech_camera_unavailable());
      picker.current?.click();
      return;
    }
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }));
    } catch (error) {
      const denied = error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError");
      toast.error(denied ? m.tech_camera_denied() : m.tech_camera_unavailable());
      picker.current?.click();
    }
  }

  function capture() {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext("2d")?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) send(new File([blob], `job-photo-${Date.now()}.jpg`, { type: "image/jpeg" }));
        setStream(null);
      },
      "image/jpeg",
      0.9,
    );
  }

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <Button size="lg" variant="outline" onClick={() => void openCamera()} disabled={addPhoto.isPending || stream !== null} autoFocus={autoFocus}>
          <Camera aria-hidden="true" />
          {m.tech_take_photo()}
        </Button>
        <Button size="lg" variant="outline" onClick={() => picker.current?.click()} disabled={addPhoto.isPending}>
          <ImagePlus aria-hidden="true" />
          {m.tech_choose_photo()}
        </Button>
      </div>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={m.tech_photo_file()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) send(file);
          event.target.value = "";
        }}
      />
      {addPhoto.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {m.tech_photo_uploading()}
        </p>
      ) : null}
      {stream ? (
        <div className="space-y-2 rounded-xl bg-slate-900 p-2">
          <video ref={video} autoPlay playsInline muted className="aspect-video w-full rounded-lg bg-black" aria-label={m.tech_camera_preview()} />
          <div className="grid grid-cols-2 gap-2">
            <Button size="lg" onClick={capture}>
              <Camera aria-hidden="true" />
              {m.tech_capture()}
            </Button>
            <Button size="lg" variant="inverse" onClick={() => setStream(null)}>
              <X aria-hidden="true" />
              {m.tech_cancel()}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
