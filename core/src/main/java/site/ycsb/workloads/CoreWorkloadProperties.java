package site.ycsb.workloads;

import static site.ycsb.PropertyDeclaration.bool;
import static site.ycsb.PropertyDeclaration.choice;
import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.list;
import static site.ycsb.PropertyDeclaration.number;
import static site.ycsb.PropertyDeclaration.text;

import site.ycsb.Client;
import site.ycsb.PropertyCatalog;
import site.ycsb.Workload;
import site.ycsb.generator.ExponentialGenerator;

/**
 * The properties {@link CoreWorkload} reads, with upstream's defaults. The names and defaults are CoreWorkload's
 * own public constants (0.17.0's API), so each default is still written once.
 */
public final class CoreWorkloadProperties {
  public static final PropertyCatalog CATALOG = PropertyCatalog.of("CoreWorkload", "",
      integer(Client.RECORD_COUNT_PROPERTY, Client.DEFAULT_RECORD_COUNT,
          "records in the data set; a load needs it (or insertcount) or maxexecutiontime"),
      integer(Client.OPERATION_COUNT_PROPERTY, "0",
          "operations of the run phase over all threads; 0: until maxexecutiontime or Ctrl-C"),
      integer(Workload.INSERT_START_PROPERTY, Workload.INSERT_START_PROPERTY_DEFAULT,
          "the first record number this client inserts"),
      integer(Client.INSERT_COUNT_PROPERTY, "recordcount − insertstart",
          "records this client inserts from insertstart"),
      text(CoreWorkload.TABLENAME_PROPERTY, CoreWorkload.TABLENAME_PROPERTY_DEFAULT,
          "table, collection, bucket or key prefix, as the binding reads it"),
      integer(CoreWorkload.FIELD_COUNT_PROPERTY, CoreWorkload.FIELD_COUNT_PROPERTY_DEFAULT, "fields per record"),
      text(CoreWorkload.FIELD_NAME_PREFIX, CoreWorkload.FIELD_NAME_PREFIX_DEFAULT,
          "field names are this prefix and a number: field0, ..."),
      integer(CoreWorkload.FIELD_LENGTH_PROPERTY, CoreWorkload.FIELD_LENGTH_PROPERTY_DEFAULT,
          "bytes per value (the longest, for the other distributions)"),
      integer(CoreWorkload.MIN_FIELD_LENGTH_PROPERTY, CoreWorkload.MIN_FIELD_LENGTH_PROPERTY_DEFAULT,
          "the shortest value for uniform and zipfian lengths"),
      choice(CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY, CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT,
          "how value lengths are drawn", "constant", "uniform", "zipfian", "histogram", "gpd", "lognormal", "buckets",
          "empirical", "facebook-etc", "rocksdb-mixgraph"),
      text(CoreWorkload.FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY, CoreWorkload.FIELD_LENGTH_HISTOGRAM_FILE_PROPERTY_DEFAULT,
          "the histogram file of fieldlengthdistribution=histogram"),
      number(RecordValueSizes.THETA, "0", "gpd: the location θ of a record's value size"),
      number(RecordValueSizes.SIGMA, null, "gpd and lognormal: the scale σ (above 0); required"),
      number(RecordValueSizes.K, null, "gpd: the shape k; required"),
      number(RecordValueSizes.MU, null, "lognormal: the mean μ of the size's logarithm; required"),
      list(RecordValueSizes.BUCKETS, null, "buckets: low-high:weight,..., e.g. 0-400KB:0.7,400KB-1MB:0.2,1MB-10MB:0.1"),
      text(RecordValueSizes.FILE, null, "empirical: a file of lines size,P(size <= it); required"),
      choice(RecordValueSizes.ON_UPDATE, "keep",
          "keyed value sizes: an update keeps the record's size or draws a fresh one", "keep", "redraw"),
      choice(KeyLengths.DISTRIBUTION, "constant", "how key lengths are drawn; constant: upstream's keys",
          "constant", "uniform", "gev", "facebook-etc"),
      integer(KeyLengths.MIN, 1, "uniform key lengths: the shortest"),
      integer(KeyLengths.MAX, KeyLengths.MAX_DEFAULT,
          "the longest key; longer draws are cut to it (memcached allows 250 with the table)"),
      number(KeyLengths.MU, null, "gev key lengths: the location μ; required"),
      number(KeyLengths.SIGMA, null, "gev key lengths: the scale σ (above 0); required"),
      number(KeyLengths.XI, "0", "gev key lengths: the shape ξ"),
      bool(CoreWorkload.READ_ALL_FIELDS_PROPERTY, Boolean.parseBoolean(CoreWorkload.READ_ALL_FIELDS_PROPERTY_DEFAULT),
          "a read fetches every field (false: one, at random)"),
      bool(CoreWorkload.WRITE_ALL_FIELDS_PROPERTY, Boolean.parseBoolean(CoreWorkload.WRITE_ALL_FIELDS_PROPERTY_DEFAULT),
          "an update writes every field (false: one, at random)"),
      bool(CoreWorkload.DATA_INTEGRITY_PROPERTY, Boolean.parseBoolean(CoreWorkload.DATA_INTEGRITY_PROPERTY_DEFAULT),
          "values derived from key and field, every read checked ([VERIFY]); needs constant or keyed lengths"),
      number(CoreWorkload.READ_PROPORTION_PROPERTY, CoreWorkload.READ_PROPORTION_PROPERTY_DEFAULT,
          "share of reads in the run phase"),
      number(CoreWorkload.UPDATE_PROPORTION_PROPERTY, CoreWorkload.UPDATE_PROPORTION_PROPERTY_DEFAULT,
          "share of updates"),
      number(CoreWorkload.INSERT_PROPORTION_PROPERTY, CoreWorkload.INSERT_PROPORTION_PROPERTY_DEFAULT,
          "share of inserts (the data set grows)"),
      number(CoreWorkload.SCAN_PROPORTION_PROPERTY, CoreWorkload.SCAN_PROPORTION_PROPERTY_DEFAULT, "share of scans"),
      number(CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY, CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY_DEFAULT,
          "share of read-modify-writes, timed as one operation"),
      choice(CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY, CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY_DEFAULT,
          "which records operations pick",
          "uniform", "zipfian", "latest", "hotspot", "sequential", "exponential"),
      choice(CoreWorkload.INSERT_ORDER_PROPERTY, CoreWorkload.INSERT_ORDER_PROPERTY_DEFAULT,
          "hashed (FNV-1a-64 of the number) or ordered keys", "hashed", "ordered"),
      integer(CoreWorkload.ZERO_PADDING_PROPERTY, CoreWorkload.ZERO_PADDING_PROPERTY_DEFAULT,
          "digits of a key's number, padded with zeros"),
      number(CoreWorkload.HOTSPOT_DATA_FRACTION, CoreWorkload.HOTSPOT_DATA_FRACTION_DEFAULT,
          "hotspot: the hot share of the records"),
      number(CoreWorkload.HOTSPOT_OPN_FRACTION, CoreWorkload.HOTSPOT_OPN_FRACTION_DEFAULT,
          "hotspot: the share of operations on the hot records"),
      number(ExponentialGenerator.EXPONENTIAL_PERCENTILE_PROPERTY, ExponentialGenerator.EXPONENTIAL_PERCENTILE_DEFAULT,
          "exponential: this percentage of operations goes to exponential.frac of the newest records"),
      number(ExponentialGenerator.EXPONENTIAL_FRAC_PROPERTY, ExponentialGenerator.EXPONENTIAL_FRAC_DEFAULT,
          "exponential: the fraction of the newest records that exponential.percentile names"),
      integer(CoreWorkload.MIN_SCAN_LENGTH_PROPERTY, CoreWorkload.MIN_SCAN_LENGTH_PROPERTY_DEFAULT,
          "the shortest scan, in records"),
      integer(CoreWorkload.MAX_SCAN_LENGTH_PROPERTY, CoreWorkload.MAX_SCAN_LENGTH_PROPERTY_DEFAULT,
          "the longest scan, in records"),
      choice(CoreWorkload.SCAN_LENGTH_DISTRIBUTION_PROPERTY, CoreWorkload.SCAN_LENGTH_DISTRIBUTION_PROPERTY_DEFAULT,
          "how scan lengths are drawn", "uniform", "zipfian"),
      integer(CoreWorkload.INSERTION_RETRY_LIMIT, CoreWorkload.INSERTION_RETRY_LIMIT_DEFAULT,
          "retries of a failed insert in the load"),
      integer(CoreWorkload.INSERTION_RETRY_INTERVAL, CoreWorkload.INSERTION_RETRY_INTERVAL_DEFAULT,
          "seconds between two insert attempts"),
      text(CoreWorkload.TTL_PROPERTY, null,
          "records expire: seconds (300), a range (100-200) or weights (12h:0.07,1d:0.65,14d:0.28); unset: never"),
      text(TraceWorkload.FILE_PROPERTY, "",
          "TraceWorkload: the trace file to replay (plain or zstd); required by that workload"),
      choice(TraceWorkload.FORMAT_PROPERTY, TraceWorkload.FORMAT_DEFAULT,
          "TraceWorkload: Twitter's cache-trace lines, or a CSV whose header names its columns", "twitter", "csv"),
      number(TraceWorkload.SPEED_PROPERTY, TraceWorkload.SPEED_DEFAULT,
          "TraceWorkload: trace seconds per second (1: real time, 10: ten times faster; 0: as fast as possible)"),
      choice(TraceWorkload.TTL_PROPERTY, TraceWorkload.TTL_DEFAULT,
          "TraceWorkload: send the trace's TTLs (a binding that cannot expire records is refused) or not",
          "apply", "ignore"));

  private CoreWorkloadProperties() {
  }
}
