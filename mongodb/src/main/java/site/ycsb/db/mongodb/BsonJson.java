package site.ycsb.db.mongodb;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/** Turns server replies into the JSON-compatible values (String, Number, Boolean, List, Map) of the results. */
final class BsonJson {
  private BsonJson() {
  }

  static Map<String, Object> map(BsonDocument doc) {
    Map<String, Object> ret = new LinkedHashMap<>();
    for (Map.Entry<String, BsonValue> e : doc.entrySet()) {
      Object v = value(e.getValue());
      if (v != null) {
        ret.put(e.getKey(), v);
      }
    }
    return ret;
  }

  /** The named fields of {@code doc} that are present, in the order given. */
  static Map<String, Object> pick(BsonDocument doc, String... names) {
    Map<String, Object> ret = new LinkedHashMap<>();
    if (doc == null) {
      return ret;
    }
    for (String name : names) {
      Object v = value(doc.get(name));
      if (v != null) {
        ret.put(name, v);
      }
    }
    return ret;
  }

  static Object value(BsonValue v) {
    if (v == null) {
      return null;
    }
    switch (v.getBsonType()) {
      case INT32:
        return v.asInt32().getValue();
      case INT64:
        return v.asInt64().getValue();
      case DOUBLE:
        return v.asDouble().getValue();
      case DECIMAL128:
        return v.asDecimal128().getValue().bigDecimalValue().doubleValue();
      case STRING:
        return v.asString().getValue();
      case BOOLEAN:
        return v.asBoolean().getValue();
      case DOCUMENT:
        return map(v.asDocument());
      case ARRAY:
        List<Object> list = new ArrayList<>();
        for (BsonValue item : v.asArray()) {
          Object o = value(item);
          if (o != null) {
            list.add(o);
          }
        }
        return list;
      case DATE_TIME:
        return Instant.ofEpochMilli(v.asDateTime().getValue()).toString();
      case TIMESTAMP:
        return (long) v.asTimestamp().getTime();
      case OBJECT_ID:
        return v.asObjectId().getValue().toHexString();
      case NULL:
      case UNDEFINED:
        return null;
      case BINARY:
        return "<" + v.asBinary().getData().length + " bytes>";
      default:
        return v.toString();
    }
  }

  /** A sub-document, or null. */
  static BsonDocument doc(BsonDocument parent, String name) {
    if (parent == null) {
      return null;
    }
    BsonValue v = parent.get(name);
    return v != null && v.isDocument() ? v.asDocument() : null;
  }

  /** A number as a long, or null when absent or not a number. */
  static Long longValue(BsonDocument parent, String name) {
    if (parent == null) {
      return null;
    }
    BsonValue v = parent.get(name);
    return v != null && v.isNumber() ? v.asNumber().longValue() : null;
  }

  static String string(BsonDocument parent, String name) {
    if (parent == null) {
      return null;
    }
    BsonValue v = parent.get(name);
    return v != null && v.isString() ? v.asString().getValue() : null;
  }
}
