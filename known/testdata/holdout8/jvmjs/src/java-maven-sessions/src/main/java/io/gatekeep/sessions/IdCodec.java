package io.gatekeep.sessions;

import java.util.Base64;
import java.util.HexFormat;

public interface IdCodec {
    String encode(byte[] raw);

    byte[] decode(String id);

    final class Hex implements IdCodec {
        public String encode(byte[] raw) { return HexFormat.of().formatHex(raw); }
        public byte[] decode(String id) { return HexFormat.of().parseHex(id); }
    }

    final class Base64Url implements IdCodec {
        public String encode(byte[] raw) { return Base64.getUrlEncoder().withoutPadding().encodeToString(raw); }
        public byte[] decode(String id) { return Base64.getUrlDecoder().decode(id); }
    }
}
