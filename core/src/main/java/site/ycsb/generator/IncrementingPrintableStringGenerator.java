package site.ycsb.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Produces fixed-length strings over a set of code points, counting like an odometer: with
 * characters [A, B] and length 2 the output is AA, AB, BA, BB, then AA again (or a
 * {@link NoSuchElementException} if {@link #setThrowExceptionOnRollover(boolean)} is set).
 *
 * <p>The static helpers build printable character sets (ASCII or Unicode plane 0) for databases
 * that restrict the characters they accept.
 */
public class IncrementingPrintableStringGenerator extends Generator<String> {
  public static final int DEFAULTSTRINGLENGTH = 8;

  /** Every character type except control characters (and format, surrogate, private, unassigned). */
  public static final Set<Integer> CHAR_TYPES_ALL_BUT_CONTROL = Set.of(
      (int) Character.DECIMAL_DIGIT_NUMBER, (int) Character.LETTER_NUMBER, (int) Character.OTHER_NUMBER,
      (int) Character.UPPERCASE_LETTER, (int) Character.LOWERCASE_LETTER,
      (int) Character.TITLECASE_LETTER, (int) Character.OTHER_LETTER,
      (int) Character.COMBINING_SPACING_MARK, (int) Character.NON_SPACING_MARK,
      (int) Character.ENCLOSING_MARK,
      (int) Character.CONNECTOR_PUNCTUATION, (int) Character.DASH_PUNCTUATION,
      (int) Character.START_PUNCTUATION, (int) Character.END_PUNCTUATION,
      (int) Character.INITIAL_QUOTE_PUNCTUATION, (int) Character.FINAL_QUOTE_PUNCTUATION,
      (int) Character.OTHER_PUNCTUATION,
      (int) Character.MATH_SYMBOL, (int) Character.CURRENCY_SYMBOL, (int) Character.MODIFIER_SYMBOL,
      (int) Character.OTHER_SYMBOL,
      (int) Character.SPACE_SEPARATOR, (int) Character.LINE_SEPARATOR,
      (int) Character.PARAGRAPH_SEPARATOR);

  /** Upper and lower case letters. */
  public static final Set<Integer> CHAR_TYPES_BASIC_ALPHA = Set.of(
      (int) Character.UPPERCASE_LETTER, (int) Character.LOWERCASE_LETTER);

  /** Decimal digits, upper and lower case letters. */
  public static final Set<Integer> CHAR_TYPES_BASIC_ALPHANUMERICS = Set.of(
      (int) Character.DECIMAL_DIGIT_NUMBER, (int) Character.UPPERCASE_LETTER,
      (int) Character.LOWERCASE_LETTER);

  /** All kinds of digits, numbers and letters, including modifier and title case letters. */
  public static final Set<Integer> CHAR_TYPE_EXTENDED_ALPHANUMERICS = Set.of(
      (int) Character.DECIMAL_DIGIT_NUMBER, (int) Character.LETTER_NUMBER, (int) Character.OTHER_NUMBER,
      (int) Character.UPPERCASE_LETTER, (int) Character.LOWERCASE_LETTER,
      (int) Character.TITLECASE_LETTER, (int) Character.MODIFIER_LETTER, (int) Character.OTHER_LETTER);

  private final int[] characterSet;
  /** Odometer digits: indices into characterSet, most significant first. */
  private final int[] indices;
  private volatile String lastValue;
  private volatile boolean throwExceptionOnRollover;
  private boolean hasRolledOver;

  /** Length-8 strings of ASCII letters. */
  public IncrementingPrintableStringGenerator() {
    this(DEFAULTSTRINGLENGTH);
  }

  /** Strings of ASCII letters. */
  public IncrementingPrintableStringGenerator(int length) {
    this(length, printableBasicAlphaASCIISet());
  }

  /** @param characterSet code points, in the order the odometer steps through them */
  public IncrementingPrintableStringGenerator(int length, int[] characterSet) {
    if (length < 1) {
      throw new IllegalArgumentException("String length must be at least 1, got " + length);
    }
    if (characterSet == null || characterSet.length == 0) {
      throw new IllegalArgumentException("The character set must hold at least one code point");
    }
    this.characterSet = characterSet.clone();
    this.indices = new int[length];
  }

  /** @throws NoSuchElementException after a full cycle, if throwing on rollover is enabled */
  @Override
  public synchronized String nextValue() {
    if (hasRolledOver && throwExceptionOnRollover) {
      throw new NoSuchElementException("IncrementingPrintableStringGenerator has produced every string");
    }
    StringBuilder sb = new StringBuilder(indices.length);
    for (int index : indices) {
      sb.appendCodePoint(characterSet[index]);
    }
    increment();
    String ret = sb.toString();
    lastValue = ret;
    return ret;
  }

  /** Advances the odometer; all digits wrapping back to 0 means the cycle is complete. */
  private void increment() {
    for (int i = indices.length - 1; i >= 0; i--) {
      if (++indices[i] < characterSet.length) {
        return;
      }
      indices[i] = 0;
    }
    hasRolledOver = true;
  }

  /** The string most recently returned, or null before the first. */
  @Override
  public String lastValue() {
    return lastValue;
  }

  public void setThrowExceptionOnRollover(boolean exceptionOnRollover) {
    this.throwExceptionOnRollover = exceptionOnRollover;
  }

  public boolean getThrowExceptionOnRollover() {
    return throwExceptionOnRollover;
  }

  /** ASCII upper and lower case letters. */
  public static int[] printableBasicAlphaASCIISet() {
    return toArray(generatePrintableCharacterSet(0, 127, null, false, CHAR_TYPES_BASIC_ALPHA));
  }

  /** ASCII digits and letters. */
  public static int[] printableBasicAlphaNumericASCIISet() {
    return toArray(generatePrintableCharacterSet(0, 127, null, false, CHAR_TYPES_BASIC_ALPHANUMERICS));
  }

  /** Every printable ASCII character, space included, newline excluded. */
  public static int[] fullPrintableBasicASCIISet() {
    return toArray(generatePrintableCharacterSet(32, 127, null, false, null));
  }

  /** Every printable ASCII character plus newline (first). */
  public static int[] fullPrintableBasicASCIISetWithNewlines() {
    List<Integer> chars = new ArrayList<>();
    chars.add((int) '\n');
    chars.addAll(generatePrintableCharacterSet(32, 127, null, false, null));
    return toArray(chars);
  }

  /** Digits and letters of Unicode plane 0. */
  public static int[] printableAlphaNumericPlaneZeroSet() {
    return toArray(generatePrintableCharacterSet(0, 65535, null, false, CHAR_TYPES_BASIC_ALPHANUMERICS));
  }

  /** Every printable character of Unicode plane 0. */
  public static int[] fullPrintablePlaneZeroSet() {
    return toArray(generatePrintableCharacterSet(0, 65535, null, false, CHAR_TYPES_ALL_BUT_CONTROL));
  }

  /**
   * The printable code points in [startCodePoint, lastCodePoint]. Control, format, surrogate,
   * private-use and unassigned code points are always skipped.
   *
   * @param codePointFilter optional set of code points: with {@code isFilterAllowableList} only
   *     these are kept, otherwise these are dropped
   * @param isFilterAllowableList whether {@code codePointFilter} is an allow list or a deny list
   * @param allowableTypes optional set of {@link Character#getType(int)} values to keep
   * @return the matching code points in ascending order, possibly empty, never null
   */
  public static List<Integer> generatePrintableCharacterSet(int startCodePoint, int lastCodePoint,
      Set<Integer> codePointFilter, boolean isFilterAllowableList, Set<Integer> allowableTypes) {
    List<Integer> result = new ArrayList<>();
    for (int codePoint = startCodePoint; codePoint <= lastCodePoint; codePoint++) {
      int type = Character.getType(codePoint);
      if (!isPrintableType(type) || (allowableTypes != null && !allowableTypes.contains(type))) {
        continue;
      }
      if (codePointFilter != null && codePointFilter.contains(codePoint) != isFilterAllowableList) {
        continue;
      }
      result.add(codePoint);
    }
    return result;
  }

  private static boolean isPrintableType(int type) {
    return type != Character.CONTROL && type != Character.FORMAT && type != Character.SURROGATE
        && type != Character.PRIVATE_USE && type != Character.UNASSIGNED;
  }

  private static int[] toArray(List<Integer> codePoints) {
    return codePoints.stream().mapToInt(Integer::intValue).toArray();
  }
}
