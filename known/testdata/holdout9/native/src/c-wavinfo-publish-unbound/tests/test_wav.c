#include <math.h>
#include <stdio.h>
#include <string.h>

#include "wav.h"

int main(void)
{
	/* 44-byte header + 8 bytes of 16-bit stereo PCM at 8 kHz */
	uint8_t b[52] = "RIFF\x2c\0\0\0WAVEfmt \x10\0\0\0\x01\0\x02\0\x40\x1f\0\0\0\x7d\0\0\x04\0\x10\0data\x08\0\0\0";
	struct wav_info w;
	int ok = wav_parse(b, sizeof b, &w) == 0 && w.channels == 2 && w.sample_rate == 8000 &&
		 w.bits == 16 && w.data_bytes == 8 && fabs(wav_duration(&w) - 0.00025) < 1e-9;
	printf("test_wav: %s\n", ok ? "ok" : "FAILED");
	return !ok;
}
