#ifndef WAVINFO_WAV_H
#define WAVINFO_WAV_H
#include <stddef.h>
#include <stdint.h>

struct wav_info {
	uint16_t format;      /* 1 = PCM, 3 = float */
	uint16_t channels;
	uint32_t sample_rate;
	uint16_t bits;
	uint32_t data_bytes;
};

/* finds the chunk called id in a RIFF buffer; returns its offset or -1 */
long riff_find(const uint8_t *buf, size_t n, const char id[4], uint32_t *size);
int wav_parse(const uint8_t *buf, size_t n, struct wav_info *out);
double wav_duration(const struct wav_info *w);
#endif
