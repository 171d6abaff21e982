/* replay: feeds a recorded session (length-prefixed frames "LEN:PAYLOAD") back through the
 * protocol decoder and prints what each frame decodes to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int decode(const char *payload, size_t len, char *out, size_t cap)
{
    if (len < 2 || payload[0] != '{')
        return -1;
    snprintf(out, cap, "%.*s", (int)len, payload);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: replay SESSION\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    static char buf[1 << 16];
    size_t size = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[size] = '\0';
    printf("replay: %s: %zu bytes\n", argv[1], size);
    fflush(stdout);

    const char *p = buf, *end = buf + size;
    int frames = 0, bad = 0;
    while (p < end) {
        char *colon;
        size_t len = strtoul(p, &colon, 10);
        if (*colon != ':') {
            fprintf(stderr, "replay: bad frame header at offset %td\n", p - buf);
            return 1;
        }
        if (len == 0)
            continue; /* keepalive frame: nothing to decode */
        char out[256];
        if (decode(colon + 1, len, out, sizeof out) != 0) {
            printf("frame %d: undecodable (%zu bytes)\n", frames, len);
            bad++;
        } else {
            printf("frame %d: %s\n", frames, out);
        }
        fflush(stdout);
        frames++;
        p = colon + 1 + len;
        if (*p == '\n')
            p++;
    }
    printf("%d frames, %d undecodable\n", frames, bad);
    return bad != 0;
}
