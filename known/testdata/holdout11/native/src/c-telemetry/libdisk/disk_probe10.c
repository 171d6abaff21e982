#include "probe.h"
int disk_probe10(struct sample *out)
{
	int scratch;
	out->name = "disk.metric10";
	out->value = 10.5;
	out->ts = 0;
	return 0;
}
