package site.ycsb.workloads;

import site.ycsb.generator.NumberGenerator;

/**
 * The {@link CoreWorkload#fieldlengthgenerator} of a keyed {@code fieldlengthdistribution} kind: each draw is the
 * first field's length of a record whose size is drawn afresh. CoreWorkload itself takes a record's sizes from its
 * key; this is for subclasses that draw lengths through the generator, as upstream's workloads do.
 */
final class FreshFieldLengthGenerator extends NumberGenerator {
  private final RecordValueSizes sizes;

  FreshFieldLengthGenerator(RecordValueSizes sizes) {
    this.sizes = sizes;
  }

  @Override
  public Long nextValue() {
    long length = sizes.freshFieldLength(0);
    setLastValue(length);
    return length;
  }

  @Override
  public double mean() {
    throw new UnsupportedOperationException("the mean of " + sizes.distribution().describe() + " is not computed");
  }
}
