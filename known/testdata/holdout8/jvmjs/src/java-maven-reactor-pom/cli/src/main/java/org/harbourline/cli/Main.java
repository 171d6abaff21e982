package org.harbourline.cli;

import org.harbourline.api.BerthJson;
import org.harbourline.core.Berth;

public final class Main {
    public static void main(String[] args) {
        System.out.println(new BerthJson().write(new Berth("K3", 210, 115)));
    }
}
