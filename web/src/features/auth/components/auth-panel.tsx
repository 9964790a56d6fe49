import { Coffee } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

const copy: Record<Mode, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Sign in to pick up your coffee journal where you left it.' },
  register: { title: 'Create an account', description: 'Join the community and start your coffee journal.' },
};

const switchClassName =
  'rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Login and Register in two tabs; `?tab=register` opens Register so links can land there. `?next=`
 * (where to go once signed in, followed by GuestOnlyRoute) is kept across the tabs.
 */
export function AuthPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const setMode = (next: Mode) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'register') params.set('tab', 'register');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Coffee className="size-6" aria-hidden="true" />
        </span>
        <CardTitle as="h1">{copy[mode].title}</CardTitle>
        <CardDescription>{copy[mode].description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={mode} onValueChange={(value) => setMode(value === 'register' ? 'register' : 'login')}>
          <TabsList aria-label="Login or register">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-6">
            <LoginForm />
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Don&apos;t have an account?{' '}
              <button type="button" className={switchClassName} onClick={() => setMode('register')}>
                Register here
              </button>
            </p>
          </TabsContent>
          <TabsContent value="register" className="mt-6">
            <RegisterForm />
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <button type="button" className={switchClassName} onClick={() => setMode('login')}>
                Login here
              </button>
            </p>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
