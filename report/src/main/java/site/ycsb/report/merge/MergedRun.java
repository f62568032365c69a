package site.ycsb.report.merge;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import site.ycsb.results.Disclosure;
import site.ycsb.results.RunResult;

/**
 * The result of one run measured by several client processes, added up exactly.
 *
 * @param sources the run directories merged, in start order (null for a part read from no directory)
 * @param warnings why the merged figures may mislead (windows that do not overlap, different phases or
 *     workloads)
 */
public record MergedRun(RunResult result, Disclosure disclosure, List<Path> sources, List<String> warnings) {

  public MergedRun {
    sources = Collections.unmodifiableList(new ArrayList<>(sources)); // a part may have no directory
    warnings = List.copyOf(warnings);
  }
}
