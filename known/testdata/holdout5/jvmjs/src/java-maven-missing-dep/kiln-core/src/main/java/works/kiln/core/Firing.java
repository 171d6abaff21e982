package works.kiln.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.commons.lang3.StringUtils;

/** One firing: a named program and its temperature readings, one a minute. */
public final class Firing {
    private final String program;
    private final List<Integer> celsius = new ArrayList<>();

    public Firing(String program) {
        if (StringUtils.isBlank(program)) {
            throw new IllegalArgumentException("program name is blank");
        }
        this.program = StringUtils.normalizeSpace(program);
    }

    public String program() { return program; }

    public void record(int c) { celsius.add(c); }

    public List<Integer> readings() { return Collections.unmodifiableList(celsius); }

    public int peak() { return celsius.stream().mapToInt(Integer::intValue).max().orElse(0); }

    /** Minutes spent at or above the given temperature (the soak). */
    public int minutesAtOrAbove(int c) { return (int) celsius.stream().filter(t -> t >= c).count(); }
}
