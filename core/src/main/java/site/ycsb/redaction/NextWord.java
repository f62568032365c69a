package site.ycsb.redaction;

/** What a command's password option asks done with the word after it. */
enum NextWord {
  /** Nothing: the next word is read as a word of the command. */
  KEEP,
  /** Hide it ({@code -a PASSWORD}). */
  MASK_WORD,
  /** Hide it unless it is an option ({@code --password PASSWORD}, but not {@code --password --verbose}). */
  MASK_VALUE,
  /** Hide it and every word after it to the end of the command ({@code AUTH user password}). */
  MASK_REST,
  /** Hide what follows its first ':' ({@code -u user:password}). */
  MASK_AFTER_COLON
}
