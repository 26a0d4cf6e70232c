import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { homePathFor } from "@/shared/roles.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { safeRedirect } from "@/client/lib/redirect.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { useUrlErrorToast } from "@/client/lib/use-url-error-toast.ts";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { AuthShell } from "../components/auth-shell.tsx";
import { SignInForm } from "../components/sign-in-form.tsx";
import { SignUpForm } from "../components/sign-up-form.tsx";
import { useUnlockedToast } from "../components/use-unlocked-toast.ts";
import { useVerifiedToast } from "../components/use-verified-toast.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TTab = "signin" | "signup";

// customer-side.md §2 Auth page: tabs Sign In and Sign Up, plus Back to Home. `?redirect=` is
// the page the visitor was going to: signing in, and the verification link, go on to it.
export function AuthPage() {
  const { user, role, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get("redirect"));
  const [tab, setTab] = useState<TTab>("signin");
  const [signInEmail, setSignInEmail] = useState("");
  usePageTitle(tab === "signin" ? m.auth_sign_in() : m.auth_sign_up());
  useUrlErrorToast();
  useVerifiedToast({ loading, signedIn: Boolean(user) });
  useUnlockedToast();

  if (loading) return <LoadingState fullScreen />;
  if (user) return <Navigate to={redirect ?? homePathFor(role)} replace />;

  return (
    <AuthShell
      title={tab === "signin" ? m.auth_welcome_back() : m.auth_create_account()}
      description={tab === "signin" ? m.auth_sign_in_description() : m.auth_sign_up_description()}
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value === "signup" ? "signup" : "signin")}>
        <TabsList fullWidth>
          <TabsTrigger value="signin">{m.auth_sign_in()}</TabsTrigger>
          <TabsTrigger value="signup">{m.auth_sign_up()}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-6">
          <SignInForm key={signInEmail} defaultEmail={signInEmail} redirect={redirect} />
        </TabsContent>
        <TabsContent value="signup" className="mt-6">
          <SignUpForm
            redirect={redirect}
            onSignedUp={(email) => {
              setSignInEmail(email);
              setTab("signin");
            }}
          />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
