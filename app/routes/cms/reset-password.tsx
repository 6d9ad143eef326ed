// Placeholder until the admin area is built (issue 4).
export default function CmsResetPassword() {
  return <h1>reset-password</h1>;
}
