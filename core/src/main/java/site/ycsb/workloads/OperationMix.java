package site.ycsb.workloads;

import java.util.Properties;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.generator.DiscreteGenerator;

/** CoreWorkload's operation proportions plus {@code deleteproportion}, for the workloads that delete. */
final class OperationMix {
  static final String DELETE_PROPORTION = "deleteproportion";
  static final double DELETE_PROPORTION_DEFAULT = 0.0;

  private OperationMix() {
  }

  /** READ, UPDATE, INSERT, SCAN, READMODIFYWRITE as CoreWorkload chooses them, and DELETE. */
  static DiscreteGenerator withDeletes(Properties p) {
    PropertyReader props = new PropertyReader(p);
    double deleteproportion = props.doubleValue(DELETE_PROPORTION, DELETE_PROPORTION_DEFAULT, 0, Double.MAX_VALUE);
    DiscreteGenerator chooser;
    try {
      chooser = CoreWorkload.createOperationGenerator(p);
    } catch (IllegalPropertyException e) {
      if (deleteproportion <= 0) {
        throw new IllegalPropertyException(e.getMessage().replace("readmodifywriteproportion)",
            "readmodifywriteproportion, " + DELETE_PROPORTION + ")"));
      }
      chooser = new DiscreteGenerator();  // deletes only
    }
    if (deleteproportion > 0) {
      chooser.addValue(deleteproportion, "DELETE");
    }
    return chooser;
  }
}
