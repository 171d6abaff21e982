package org.quillwork.textkit;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CasingTest {
    @Test public void camelToSnake() { assertEquals("user_id", Casing.camelToSnake("userId")); }
    @Test public void camelToSnakeDigits() { assertEquals("page2_title", Casing.camelToSnake("page2Title")); }
    @Test public void snakeToCamel() { assertEquals("createdAt", Casing.snakeToCamel("created_at")); }
    @Test public void roundTrip() { assertEquals("lastLoginTime", Casing.snakeToCamel(Casing.camelToSnake("lastLoginTime"))); }
}
