/**
 * How secrets are found and hidden, in parts with one job each, behind the {@link site.ycsb.Redactor} facade:
 * {@link site.ycsb.redaction.SecretNames} (which names are secret), {@link site.ycsb.redaction.KnownSecrets}
 * (values seen, hidden wherever they reappear), the text rules (a URI's password, {@code name=value},
 * {@code name: value}, the password options of commands) that {@code RuleScanner} applies, and
 * {@link site.ycsb.redaction.SecretScanner} and {@link site.ycsb.redaction.SecretMasker}, which hide what they find.
 * Not Binding API: bindings call {@link site.ycsb.Redactor}.
 */
package site.ycsb.redaction;
