package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** bin/bindings.properties, as the launchers (strict) and the sweep and report (lenient) read it. */
class BindingRegistryTest {
  @Test
  void namesClassesAndModules() {
    BindingRegistry r = BindingRegistry.parse("# comment\n\n  # indented comment\n"
        + "basic:site.ycsb.BasicDB:core\n"
        + "redis:site.ycsb.db.RedisClient\n"
        + " couchbase2 : site.ycsb.db.couchbase.CouchbaseClient : couchbase \r\n", "reg");
    assertThat(r.entries()).extracting(BindingRegistry.Entry::name).containsExactly("basic", "redis", "couchbase2");
    assertThat(r.entry("basic")).get().matches(BindingRegistry.Entry::inCore);
    assertThat(r.entry("redis")).get().extracting(BindingRegistry.Entry::module).isEqualTo("redis");
    assertThat(r.entry("couchbase2")).get()
        .isEqualTo(new BindingRegistry.Entry("couchbase2", "site.ycsb.db.couchbase.CouchbaseClient", "couchbase"));
    assertThat(r.nameOf("site.ycsb.db.RedisClient")).contains("redis");
  }

  @ParameterizedTest
  @ValueSource(strings = {"justaname", "a:b:c:d", ":site.ycsb.X", "a::core", "a:b:"})
  void strictlyAMalformedLineIsOneLineNamingIt(String line) {
    assertThatThrownBy(() -> BindingRegistry.parse(line + "\n", "reg")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("reg line 1: expected name:class[:module], got '" + line + "'");
    assertThat(BindingRegistry.parse("ok:site.ycsb.Ok\n" + line + "\n").names()).isEqualTo("ok");
  }

  @Test
  void strictlyDuplicatesAndAnEmptyRegistryAreErrors() {
    assertThatThrownBy(() -> BindingRegistry.parse("a:X\na:Y\n", "reg"))
        .hasMessage("reg line 2: binding 'a' is listed twice");
    assertThatThrownBy(() -> BindingRegistry.parse("# nothing\n", "reg")).hasMessage("reg lists no bindings");
    assertThat(BindingRegistry.parse("a:X\na:Y\n").classOf("a")).contains("X");
  }

  @Test
  void theShippedRegistry() {
    BindingRegistry r = BindingRegistry.read(Path.of("..", "bin", "bindings.properties"));
    assertThat(r.entries()).containsExactly(
        new BindingRegistry.Entry("basic", "site.ycsb.BasicDB", "core"),
        new BindingRegistry.Entry("basicts", "site.ycsb.BasicTSDB", "core"),
        new BindingRegistry.Entry("memory", "site.ycsb.db.MemoryDB", "core"),
        new BindingRegistry.Entry("redis", "site.ycsb.db.RedisClient", "redis"),
        new BindingRegistry.Entry("mongodb", "site.ycsb.db.MongoDbClient", "mongodb"),
        new BindingRegistry.Entry("memcached", "site.ycsb.db.MemcachedClient", "memcached"),
        new BindingRegistry.Entry("mysql-memcached", "site.ycsb.db.MysqlMemcachedClient", "mysql-memcached"),
        new BindingRegistry.Entry("couchbase", "site.ycsb.db.couchbase.CouchbaseClient", "couchbase"),
        new BindingRegistry.Entry("couchbase2", "site.ycsb.db.couchbase.CouchbaseClient", "couchbase"),
        new BindingRegistry.Entry("couchbase3", "site.ycsb.db.couchbase.CouchbaseClient", "couchbase"));
  }
}
