import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageCircle } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ZStartChatRequest } from "@/shared/schemas/engagement.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useStartChat, type TChatStarted } from "../api/start-chat.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

const ZDetails = ZStartChatRequest.pick({ customer_name: true, customer_email: true });
type TDetailsInput = z.input<typeof ZDetails>;
type TDetails = z.output<typeof ZDetails>;

const REQUIRED_FIELDS = "chat-required-fields";

// customer-side.md §4 Chat dialog: a details form first (name and e-mail, §5 and §8).
export function ChatStartForm({ serviceId, onStarted }: { serviceId?: string; onStarted: (chat: TChatStarted) => void }) {
  const { user } = useAuth();
  const start = useStartChat();
  const form = useForm<TDetailsInput, unknown, TDetails>({
    resolver: zodResolver(ZDetails),
    defaultValues: { customer_name: user?.name ?? "", customer_email: user?.email ?? "" },
  });
  const { errors } = form.formState;
  const nameError = fieldErrorText(m.chat_name(), errors.customer_name?.message);
  const emailError = fieldErrorText(m.chat_email(), errors.customer_email?.message);

  const submit = form.handleSubmit(
    async (details) => {
      if (start.isPending) return;
      try {
        const started = await start.mutateAsync({ ...details, service_id: serviceId });
        // The details are in: the earlier complaint must not stay on screen.
        toast.dismiss(REQUIRED_FIELDS);
        onStarted(started);
      } catch (error) {
        toast.error(m.chat_error(), { description: errorMessage(error, m.chat_start_failed()) });
      }
    },
    (invalid) => {
      if (invalid.customer_name?.message === "is required" || invalid.customer_email?.message === "is required") {
        toast.error(m.chat_required_title(), { id: REQUIRED_FIELDS, description: m.chat_required_description() });
      }
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={m.chat_start_label()} className="space-y-4">
      <p className="text-sm text-slate-600">{m.chat_start_intro()}</p>
      <Field id="chat-name" label={m.chat_name()} error={nameError}>
        <Input
          id="chat-name"
          autoComplete="name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? fieldMessageId("chat-name") : undefined}
          {...form.register("customer_name")}
        />
      </Field>
      <Field id="chat-email" label={m.chat_email()} error={emailError}>
        <Input
          id="chat-email"
          type="email"
          autoComplete="email"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? fieldMessageId("chat-email") : undefined}
          {...form.register("customer_email")}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={start.isPending}>
        {start.isPending ? <Spinner /> : <MessageCircle aria-hidden="true" />}
        {start.isPending ? m.chat_starting() : m.chat_start()}
      </Button>
    </form>
  );
}
