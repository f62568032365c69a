package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

class UpstreamFieldOrderTest {
  private static Map<String, ByteIterator> inOrder(List<String> names) {
    Map<String, ByteIterator> ret = new LinkedHashMap<>();
    names.forEach(n -> ret.put(n, new StringByteIterator("v" + n)));
    return ret;
  }

  @Test
  void theOrderIsADefaultHashMapsWhateverOrderTheFieldsCameIn() {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      names.add("field" + i);
    }
    Map<String, ByteIterator> hashMap = new HashMap<>();
    names.forEach(n -> hashMap.put(n, null));
    List<String> upstream = new ArrayList<>(hashMap.keySet());
    assertThat(upstream.get(0)).isEqualTo("field1");
    Random random = new Random(7);
    for (int i = 0; i < 20; i++) {
      Collections.shuffle(names, random);
      Map<String, ByteIterator> ordered = UpstreamFieldOrder.of(inOrder(names));
      assertThat(ordered.keySet()).containsExactlyElementsOf(upstream);
      assertThat(ordered.get("field3").toString()).isEqualTo("vfield3");
    }
  }

  @Test
  void aRecordOfOneFieldOrNoneIsReturnedAsItIs() {
    Map<String, ByteIterator> one = inOrder(List.of("only"));
    assertThat(UpstreamFieldOrder.of(one)).isSameAs(one);
    Map<String, ByteIterator> none = new LinkedHashMap<>();
    assertThat(UpstreamFieldOrder.of(none)).isSameAs(none);
  }
}
