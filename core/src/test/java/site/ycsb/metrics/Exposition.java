package site.ycsb.metrics;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A scrape of a metrics endpoint, read the way a test needs it (Prometheus text format, no escapes in values). */
public record Exposition(List<Sample> samples) {
  private static final Pattern LINE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(.*)})? (\\S+)$");
  private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"([^\"]*)\"");

  /** One line: a sample's name, labels and value. */
  public record Sample(String name, Map<String, String> labels, double value) {
  }

  /** GETs {@code url} and parses it; throws when the endpoint does not answer 200. */
  public static Exposition scrape(String url) throws IOException, InterruptedException {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10))
        .build(), HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 200) {
      throw new IOException(url + " answered " + r.statusCode());
    }
    return parse(r.body());
  }

  public static Exposition parse(String text) {
    List<Sample> ret = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      Matcher m = LINE.matcher(line);
      if (!m.matches()) {
        throw new IllegalArgumentException("not a sample line: " + line);
      }
      Map<String, String> labels = new LinkedHashMap<>();
      if (m.group(3) != null) {
        Matcher l = LABEL.matcher(m.group(3));
        while (l.find()) {
          labels.put(l.group(1), l.group(2));
        }
      }
      ret.add(new Sample(m.group(1), labels, Double.parseDouble(m.group(4).replace("+Inf", "Infinity"))));
    }
    return new Exposition(ret);
  }

  public Set<String> names() {
    Set<String> ret = new TreeSet<>();
    samples.forEach(s -> ret.add(s.name()));
    return ret;
  }

  public List<Sample> named(String name) {
    return samples.stream().filter(s -> s.name().equals(name)).toList();
  }

  /** The sum of a metric's samples whose labels include all of {@code match}. */
  public double sum(String name, Map<String, String> match) {
    return named(name).stream().filter(s -> s.labels().entrySet().containsAll(match.entrySet()))
        .mapToDouble(Sample::value).sum();
  }
}
