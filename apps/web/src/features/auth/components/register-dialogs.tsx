import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

export type RegisterDialogState =
  | { kind: 'none' }
  | { kind: 'success' }
  | { kind: 'failure'; message: string }
  | { kind: 'mismatch' }
  | { kind: 'terms' };

interface RegisterDialogsProps {
  state: RegisterDialogState;
  onClose: () => void;
  onGoToLogin: () => void;
  onRegisterAnother: () => void;
}

// The registration dialogs (refusals, and the wait for approval) of docs/product.md#accounts.
export function RegisterDialogs({ state, onClose, onGoToLogin, onRegisterAnother }: RegisterDialogsProps) {
  return (
    <>
      <Dialog
        open={state.kind === 'success'}
        onClose={onRegisterAnother}
        tone="success"
        title="Registration Submitted Successfully"
        description="Your request is now under review. You will receive an email notification once our team has completed the approval process."
      >
        <Button variant="secondary" onClick={onRegisterAnother}>
          Register Another
        </Button>
        <Button onClick={onGoToLogin}>Go to Login</Button>
      </Dialog>
      <Dialog
        open={state.kind === 'failure'}
        onClose={onClose}
        tone="error"
        title="Registration Failed"
        description={state.kind === 'failure' ? state.message : undefined}
      >
        <Button onClick={onClose}>Close</Button>
      </Dialog>
      <Dialog
        open={state.kind === 'mismatch'}
        onClose={onClose}
        tone="warning"
        title="Password Mismatch"
        description="Please ensure both password fields are identical."
      >
        <Button onClick={onClose}>OK</Button>
      </Dialog>
      <Dialog
        open={state.kind === 'terms'}
        onClose={onClose}
        tone="warning"
        title="Terms & Conditions Required"
        description="Please agree to the terms and conditions to proceed."
      >
        <Button onClick={onClose}>OK</Button>
      </Dialog>
    </>
  );
}
