#include <stdio.h>
#include <stdlib.h>

#include "wav.h"

int main(int argc, char **argv)
{
	int rc = 0;
	for (int i = 1; i < argc; i++) {
		static uint8_t buf[1 << 20];
		FILE *f = fopen(argv[i], "rb");
		struct wav_info w;
		if (!f) {
			perror(argv[i]);
			rc = 1;
			continue;
		}
		size_t n = fread(buf, 1, sizeof buf, f);
		fclose(f);
		if (wav_parse(buf, n, &w) < 0) {
			fprintf(stderr, "%s: not a WAV file\n", argv[i]);
			rc = 1;
			continue;
		}
		printf("%s: %s, %u ch, %u Hz, %u bit, %.2f s\n", argv[i], w.format == 3 ? "float" : "PCM",
		       w.channels, w.sample_rate, w.bits, wav_duration(&w));
	}
	return rc;
}
