package site.ycsb.sweep;

import site.ycsb.launcher.BindingRegistry;

/**
 * The DB class a sweep runs and the binding name it reports, from the binding named and {@code -db}.
 *
 * @param dbClass the DB class every step runs
 * @param binding the binding's name, or null when the registry has none for the class
 */
record BindingChoice(String dbClass, String binding) {

  static BindingChoice of(String positional, String dbOption, BindingRegistry registry) throws SweepUsageException {
    String fromBinding = null;
    if (positional != null) {
      fromBinding = registry.classOf(positional).orElse(null);
      if (fromBinding == null && positional.contains(".")) {
        fromBinding = positional; // a DB class name, as upstream's -db takes
      }
      if (fromBinding == null) {
        throw new SweepUsageException("unknown binding '" + positional + "'; expected one of: "
            + (registry.names().isEmpty() ? "(no binding registry found; use -db CLASS)" : registry.names()));
      }
    }
    if (dbOption != null && fromBinding != null && !dbOption.equals(fromBinding)) {
      throw new SweepUsageException("binding '" + positional + "' is " + fromBinding + " but -db says " + dbOption
          + "; give one of them");
    }
    if (dbOption == null && fromBinding == null) {
      throw new SweepUsageException("no binding given: bin/ycsb sweep <binding> ...; bindings: "
          + (registry.names().isEmpty() ? "(no registry found; use -db CLASS)" : registry.names()));
    }
    String dbClass = dbOption != null ? dbOption : fromBinding;
    String binding = positional != null && registry.classOf(positional).isPresent()
        ? positional : registry.nameOf(dbClass).orElse(null);
    return new BindingChoice(dbClass, binding);
  }
}
