package org.mailmerge;

import org.apache.commons.text.StringSubstitutor;

import java.util.Map;

/** A mail template with ${placeholders}. */
public class Template {
    private final String body;

    public Template(String body) {
        this.body = body;
    }

    public String render(Map<String, String> values) {
        StringSubstitutor sub = new StringSubstitutor(values);
        sub.setEnableUndefinedVariableException(true);
        return sub.replace(body);
    }
}
