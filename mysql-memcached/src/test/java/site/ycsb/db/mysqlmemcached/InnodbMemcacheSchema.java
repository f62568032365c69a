package site.ycsb.db.mysqlmemcached;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The configuration schema that MySQL's share/innodb_memcached_config.sql creates for daemon_memcached. MariaDB
 * has no plugin and no such script, so the tests create the same three tables to exercise the setup SQL for real.
 */
final class InnodbMemcacheSchema {
  private InnodbMemcacheSchema() {
  }

  static void create(Connection c) throws SQLException {
    try (Statement st = c.createStatement()) {
      st.execute("CREATE DATABASE IF NOT EXISTS innodb_memcache");
      st.execute("CREATE TABLE IF NOT EXISTS innodb_memcache.cache_policies ("
          + " policy_name VARCHAR(40) PRIMARY KEY,"
          + " get_policy ENUM('innodb_only', 'cache_only', 'caching', 'disabled') NOT NULL,"
          + " set_policy ENUM('innodb_only', 'cache_only', 'caching', 'disabled') NOT NULL,"
          + " delete_policy ENUM('innodb_only', 'cache_only', 'caching', 'disabled') NOT NULL,"
          + " flush_policy ENUM('innodb_only', 'cache_only', 'caching', 'disabled') NOT NULL) ENGINE = InnoDB");
      st.execute("CREATE TABLE IF NOT EXISTS innodb_memcache.containers ("
          + " name VARCHAR(50) NOT NULL PRIMARY KEY, db_schema VARCHAR(250) NOT NULL,"
          + " db_table VARCHAR(250) NOT NULL, key_columns VARCHAR(250) NOT NULL, value_columns VARCHAR(250),"
          + " flags VARCHAR(250) NOT NULL DEFAULT '0', cas_column VARCHAR(250), expire_time_column VARCHAR(250),"
          + " unique_idx_name_on_key VARCHAR(250) NOT NULL) ENGINE = InnoDB");
      st.execute("CREATE TABLE IF NOT EXISTS innodb_memcache.config_options ("
          + " name VARCHAR(50) NOT NULL PRIMARY KEY, value VARCHAR(50)) ENGINE = InnoDB");
      st.execute("INSERT IGNORE INTO innodb_memcache.config_options VALUES ('separator', '|'),"
          + " ('table_map_delimiter', '.')");
    }
  }
}
