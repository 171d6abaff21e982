#include "wav.h"

static uint16_t le16(const uint8_t *p) { return p[0] | p[1] << 8; }
static uint32_t le32(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }

int wav_parse(const uint8_t *buf, size_t n, struct wav_info *out)
{
	uint32_t sz;
	long fmt = riff_find(buf, n, "fmt ", &sz);
	if (fmt < 0 || sz < 16)
		return -1;
	out->format = le16(buf + fmt);
	out->channels = le16(buf + fmt + 2);
	out->sample_rate = le32(buf + fmt + 4);
	out->bits = le16(buf + fmt + 14);
	if (riff_find(buf, n, "data", &out->data_bytes) < 0)
		return -1;
	return 0;
}

double wav_duration(const struct wav_info *w)
{
	unsigned frame = w->channels * (w->bits / 8);
	return frame && w->sample_rate ? (double)w->data_bytes / frame / w->sample_rate : 0;
}
