package site.ycsb.db.template;

import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.secret;
import static site.ycsb.PropertyDeclaration.text;

import java.util.Set;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;

/**
 * The binding's properties, declared once: {@code bin/ycsb help BINDING} lists them (once the binding is in
 * bin/bindings.properties), the client warns of a mistyped {@code template.*} name, and {@link TemplateSettings}
 * reads them (and their defaults) through these declarations. The launcher finds this class through
 * {@code META-INF/services/site.ycsb.BindingProperties}.
 */
public final class TemplateProperties implements BindingProperties {
  public static final PropertyDeclaration PORT = integer(TemplateSettings.PORT, null,
      "required: the server's TCP port, 1 to 65535");
  public static final PropertyDeclaration HOST = text(TemplateSettings.HOST, "127.0.0.1",
      "the server's host name or address");
  public static final PropertyDeclaration TIMEOUT = integer(TemplateSettings.TIMEOUT, 5_000,
      "ms connecting and each request may take; then the operation is an error");
  public static final PropertyDeclaration PASSWORD = secret(TemplateSettings.PASSWORD,
      "sent with AUTH after connecting; masked in every output");

  static final PropertyCatalog CATALOG = PropertyCatalog.of("template", "template.", PORT, HOST, TIMEOUT, PASSWORD);

  @Override
  public Set<String> dbClasses() {
    return Set.of("site.ycsb.db.template.TemplateClient");
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }
}
