package io.tallyho.ledger;

import java.util.regex.Pattern;

public final class AccountCode {
    private static final Pattern CODE = Pattern.compile("[0-9]{4}(-[0-9]{2})?");
    private AccountCode() {}

    public static boolean isValid(String code) {
        return code != null && CODE.matcher(code).matches();
    }
}
