import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageCircle } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ZStartChatRequest } from "@/shared/schemas/engagement.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useStartChat, type TChatStarted } from "../api/start-chat.ts";

const ZDetails = ZStartChatRequest.pick({ customer_name: true, customer_email: true });
type TDetailsInput = z.input<typeof ZDetails>;
type TDetails = z.output<typeof ZDetails>;

const REQUIRED_FIELDS = "chat-required-fields";

const errorText = (label: string, message: string | undefined) => (message ? (/^[a-z]/.test(message) ? `${label} ${message}` : message) : undefined);

// customer-side.md §4 Chat dialog: a details form first (name and e-mail, §5 and §8).
export function ChatStartForm({ serviceId, onStarted }: { serviceId?: string; onStarted: (chat: TChatStarted) => void }) {
  const { user } = useAuth();
  const start = useStartChat();
  const form = useForm<TDetailsInput, unknown, TDetails>({
    resolver: zodResolver(ZDetails),
    defaultValues: { customer_name: user?.name ?? "", customer_email: user?.email ?? "" },
  });
  const { errors } = form.formState;
  const nameError = errorText("Name", errors.customer_name?.message);
  const emailError = errorText("Email", errors.customer_email?.message);

  const submit = form.handleSubmit(
    async (details) => {
      if (start.isPending) return;
      try {
        const started = await start.mutateAsync({ ...details, service_id: serviceId });
        // The details are in: the earlier complaint must not stay on screen.
        toast.dismiss(REQUIRED_FIELDS);
        onStarted(started);
      } catch (error) {
        toast.error("Error", { description: errorMessage(error, "We could not start the chat. Please try again.") });
      }
    },
    (invalid) => {
      if (invalid.customer_name?.message === "is required" || invalid.customer_email?.message === "is required") {
        toast.error("Required fields", { id: REQUIRED_FIELDS, description: "Please enter your name and email" });
      }
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Start a chat" className="space-y-4">
      <p className="text-sm text-slate-600">Tell us who you are and we'll answer your questions right here.</p>
      <Field id="chat-name" label="Name" error={nameError}>
        <Input
          id="chat-name"
          autoComplete="name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? fieldMessageId("chat-name") : undefined}
          {...form.register("customer_name")}
        />
      </Field>
      <Field id="chat-email" label="Email" error={emailError}>
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
        {start.isPending ? "Starting chat…" : "Start Chat"}
      </Button>
    </form>
  );
}
