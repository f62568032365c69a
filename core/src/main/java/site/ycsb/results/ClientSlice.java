package site.ycsb.results;

/**
 * Which of several client processes of one run wrote a result: {@code client.index} of
 * {@code client.count}. Absent (null) in a result written by a client run on its own.
 */
public record ClientSlice(int index, int count) {
}
