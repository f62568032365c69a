package site.ycsb.db.mongodb;

import com.mongodb.WriteConcern;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.DBException;

/**
 * Refuses to benchmark the wrong thing: a server running another storage engine than the one asked
 * for, or a write concern the server's engine must reject on every write.
 */
final class ServerChecks {
  private ServerChecks() {
  }

  /** Throws on a mismatch; returns warnings for what cannot be checked. */
  static List<String> verify(MongoSettings settings, ServerProfile profile) throws DBException {
    List<String> warnings = new ArrayList<>();
    String wanted = settings.storageEngine();
    if (wanted != null) {
      String prefix = MongoSettings.STORAGE_ENGINE + "=" + wanted;
      if (profile.error() != null) {
        throw new DBException(prefix + " cannot be checked: serverStatus failed on " + settings.hosts() + " ("
            + profile.error() + "); grant the user the clusterMonitor role, or drop " + MongoSettings.STORAGE_ENGINE);
      }
      if (profile.isMongos()) {
        warnings.add(prefix + " cannot be checked through mongos (a router has no storage engine); "
            + "check serverStatus().storageEngine on each shard");
      } else if (profile.storageEngine() == null) {
        throw new DBException(prefix + " but the server at " + settings.hosts()
            + " reports no storage engine (serverStatus.storageEngine missing, process '" + profile.process()
            + "'): it is not a mongod running " + wanted);
      } else if (!profile.storageEngine().equalsIgnoreCase(wanted)) {
        throw new DBException(prefix + " but the server at " + settings.hosts() + " runs the '"
            + profile.storageEngine() + "' storage engine; start it with --storageEngine=" + wanted
            + ", or drop " + MongoSettings.STORAGE_ENGINE);
      }
    }
    WriteConcern wc = settings.connectionString().getWriteConcern();
    if (wc != null && Boolean.TRUE.equals(wc.getJournal()) && profile.hasNoJournal()) {
      throw new DBException(MongoSettings.URL + " asks for journal=true (j:true, also set by "
          + LegacyUrlOptions.WRITE_CONCERN + "=journaled) but the server's storage engine '" + profile.storageEngine()
          + "' has no journal, so every write would fail; drop it: w=1 or w=majority without journal are valid there");
    }
    return warnings;
  }
}
