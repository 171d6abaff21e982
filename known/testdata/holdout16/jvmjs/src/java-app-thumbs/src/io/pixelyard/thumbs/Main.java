package io.pixelyard.thumbs;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

public class Main {
    public static void main(String[] args) throws Exception {
        Map<String, String> conf = Presets.load(Path.of(args[0]));
        System.out.println("loaded " + conf.size() + " keys from " + args[0]);
        List<Preset> presets = new Planner(conf).plan(List.of("small", "medium", "large"));
        for (Preset p : presets) {
            System.out.println("preset " + p);
        }
        System.out.println("planned " + presets.size() + " presets");
    }
}
