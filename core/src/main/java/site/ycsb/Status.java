package site.ycsb;

import java.util.Objects;

/**
 * The outcome of one database operation. Bindings may create their own instances; two statuses are
 * equal when name and description are equal. The {@code Return=} lines of the text output use
 * {@link #getName()}.
 */
public class Status {
  // Names and descriptions are those of 0.17.0: equals() compares both, so they are API.
  public static final Status OK = new Status("OK", "The operation completed successfully.");
  public static final Status ERROR = new Status("ERROR", "The operation failed.");
  public static final Status NOT_FOUND = new Status("NOT_FOUND", "The requested record was not found.");
  public static final Status NOT_IMPLEMENTED =
      new Status("NOT_IMPLEMENTED", "The operation is not implemented for the current binding.");
  public static final Status UNEXPECTED_STATE =
      new Status("UNEXPECTED_STATE", "The operation reported success, but the result was not as expected.");
  public static final Status BAD_REQUEST = new Status("BAD_REQUEST", "The request was not valid.");
  public static final Status FORBIDDEN = new Status("FORBIDDEN", "The operation is forbidden.");
  public static final Status SERVICE_UNAVAILABLE =
      new Status("SERVICE_UNAVAILABLE", "Dependant service for the current binding is not available.");
  public static final Status BATCHED_OK =
      new Status("BATCHED_OK", "The operation has been batched by the binding to be executed later.");
  /**
   * A read that found nothing of a record the workload wrote with an expiry (its {@code ttl} property): a miss, as
   * {@link #NOT_FOUND} is, counted apart. Only the client records it, never a binding.
   */
  public static final Status EXPIRED =
      new Status("EXPIRED", "The record was written with a TTL and was not found: it expired (or was evicted).");

  private final String name;
  private final String description;
  /** Cached: statuses are hash keys on the hot path of every measured operation. */
  private final int hash;

  public Status(String name, String description) {
    this.name = name;
    this.description = description;
    this.hash = Objects.hash(name, description);
  }

  public String getName() {
    return name;
  }

  public String getDescription() {
    return description;
  }

  /** True for {@link #OK} and {@link #BATCHED_OK}, the two statuses that count as success. */
  public boolean isOk() {
    return this == OK || this == BATCHED_OK;
  }

  @Override
  public String toString() {
    return "Status [name=" + name + ", description=" + description + "]";
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public boolean equals(Object obj) {
    if (this == obj) {
      return true;
    }
    if (!(obj instanceof Status)) {
      return false;
    }
    Status other = (Status) obj;
    return Objects.equals(name, other.name) && Objects.equals(description, other.description);
  }
}
