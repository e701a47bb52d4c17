import { authMessages } from '@maple/shared/messages/auth';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SignInForm } from './sign-in-form';

interface SignInDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export function SignInDialogContent({ open, onOpenChange, onCloseAutoFocus }: SignInDialogContentProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex flex-col gap-1.5 pr-6">
          <DialogTitle className="text-2xl font-bold tracking-tight text-navy-900">{authMessages.title}</DialogTitle>
          <DialogDescription>{authMessages.subtitle}</DialogDescription>
        </div>
        <SignInForm onSignedIn={() => onOpenChange(false)} onLeave={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
