package site.ycsb.sweep;

/**
 * How a message names an option: the sweep's command line says {@code --slo} and {@code -target}, a plan file says
 * {@code key 'slo'} and {@code 'targets'}. The rules of {@link SweepRules} are written once with these.
 */
public interface OptionNames {
  /** The command line's names. */
  OptionNames COMMAND_LINE = new OptionNames() {
    @Override
    public String subject(SweepOption option) {
      return option.flag();
    }

    @Override
    public String reference(SweepOption option) {
      return option.flag();
    }

    @Override
    public String loadPhase() {
      return "--phase load";
    }
  };

  /** The option as the subject of a message, e.g. "--slo" or "key 'slo'". */
  String subject(SweepOption option);

  /** The option named inside a message, e.g. "drop -target" or "drop 'targets'". */
  String reference(SweepOption option);

  /** What asks for the load phase, e.g. "--phase load" or "'load' from 'phases'". */
  String loadPhase();
}
