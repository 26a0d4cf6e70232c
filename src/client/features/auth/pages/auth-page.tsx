import { useState } from "react";
import { Navigate } from "react-router";
import { homePathFor } from "@/shared/roles.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { useUrlErrorToast } from "@/client/lib/use-url-error-toast.ts";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { AuthShell } from "../components/auth-shell.tsx";
import { SignInForm } from "../components/sign-in-form.tsx";
import { SignUpForm } from "../components/sign-up-form.tsx";

type TTab = "signin" | "signup";

// customer-side.md §2 Auth page: tabs Sign In and Sign Up, plus Back to Home.
export function AuthPage() {
  const { user, role, loading } = useAuth();
  const [tab, setTab] = useState<TTab>("signin");
  const [signInEmail, setSignInEmail] = useState("");
  usePageTitle(tab === "signin" ? "Sign In" : "Sign Up");
  useUrlErrorToast();

  if (loading) return <LoadingState fullScreen />;
  if (user) return <Navigate to={homePathFor(role)} replace />;

  return (
    <AuthShell
      title={tab === "signin" ? "Welcome back" : "Create your account"}
      description={
        tab === "signin"
          ? "Sign in to manage your bookings, favourites and account."
          : "Save favourite services and keep track of every booking."
      }
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value === "signup" ? "signup" : "signin")}>
        <TabsList fullWidth>
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-6">
          <SignInForm key={signInEmail} defaultEmail={signInEmail} />
        </TabsContent>
        <TabsContent value="signup" className="mt-6">
          <SignUpForm
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
