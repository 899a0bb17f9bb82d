// The login route's lazily loaded chunk: only the form and its use cases, never the main shell.
import { LoginPage } from './login-page';

export default LoginPage;
