// Placeholder until the admin area is built (issue 4).
export default function CmsResetPasswordConfirm() {
  return <h1>reset-password-confirm</h1>;
}
