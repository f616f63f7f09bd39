/* The n-step rows of p pending windows (nstep_rows.py states the rule, and computes the
   same values with tensor ops, in the same order). Window s, env e starts at arena row
   (s0 + s) * E + e; step j of it is j * E rows on. A done flag is set when any of its
   bytes is (a float: any bit but the sign bit, so -0.0 is not set and NaN is, as torch's
   logical_not). Rewards, weights and discounts are float or double (f64);
   y_j = (inc_j * disc_j) * r_j, summed left to right. */
#include <string.h>

#include "kernels.h"

static int flag_set(const unsigned char *b, int64_t width, int64_t is_float) {
    unsigned char any = 0;
    for (int64_t i = 0; i < width; i++)
        any |= (is_float && i == width - 1) ? (unsigned char)(b[i] & 0x7f) : b[i];
    return any != 0;
}

void agl_nstep_rows(const agl_nstep *t, const char *arena, int64_t s0, int64_t p) {
    const int64_t E = t->n_envs, n = t->n, rb = t->in_bytes, step = E * rb;
    for (int64_t s = 0; s < p; s++)
        for (int64_t e = 0; e < E; e++) {
            const char *first = arena + ((s0 + s) * E + e) * rb;
            int64_t ns = 1;
            for (; ns < n; ns++) {
                const unsigned char *r = (const unsigned char *)first + (ns - 1) * step;
                int d = 0;
                for (int64_t f = 0; f < t->nd; f++)
                    d |= flag_set(r + t->d_offs[f], t->d_widths[f], t->d_float[f]);
                if (d) break;
            }
            const char *cut = first + (ns - 1) * step;
            char *o = t->out + (s * E + e) * t->out_bytes;
            memcpy(o, first, (size_t)rb);
            for (int64_t f = 0; f < t->nc; f++)
                memcpy(o + t->c_offs[f], cut + t->c_offs[f], (size_t)t->c_widths[f]);
            if (t->f64) {
                const double *disc = (const double *)t->disc;
                double acc = 0.0;
                for (int64_t j = 0; j < n; j++) {
                    double r, w = (j < ns ? 1.0 : 0.0) * disc[j];
                    memcpy(&r, first + j * step + t->rew_off, sizeof r);
                    double y = w * r;
                    acc = j ? acc + y : y;
                }
                memcpy(o + t->rew_off, &acc, sizeof acc);
            } else {
                const float *disc = (const float *)t->disc;
                float acc = 0.0f;
                for (int64_t j = 0; j < n; j++) {
                    float r, w = (j < ns ? 1.0f : 0.0f) * disc[j];
                    memcpy(&r, first + j * step + t->rew_off, sizeof r);
                    float y = w * r;
                    acc = j ? acc + y : y;
                }
                memcpy(o + t->rew_off, &acc, sizeof acc);
            }
            if (t->ns_off >= 0) memcpy(o + t->ns_off, &ns, sizeof ns);
        }
}
