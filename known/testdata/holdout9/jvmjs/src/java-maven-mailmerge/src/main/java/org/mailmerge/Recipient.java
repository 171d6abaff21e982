package org.mailmerge;

import org.apache.commons.lang3.StringUtils;

import java.util.Map;

public record Recipient(String email, String firstName, String lastName) {
    public Map<String, String> fields() {
        return Map.of(
            "email", email,
            "firstName", StringUtils.capitalize(firstName),
            "lastName", StringUtils.capitalize(lastName));
    }
}
