/* scatter(ctx, values, start, batch, key=None): the C copy of one Plan (layout.py) into
   the packed ring of rows; _host.py binds it to its ctx. Returns True once written.
   values is a list or a tuple.

   With a key (meta's key of the last accepted raw batch, Layout.plan's memo), the call
   first tests, in the same call as the copy, that every value reads as the key says (the
   memo's test: the reads meta makes, an array's shape and contiguity from its buffer);
   where one does not, it returns False having written nothing, and Layout.plan checks
   the batch in full. A value that reads as the key reads as a batch that passed did, so
   its byte length follows from its dtype and shape, read in this call.

   Layout.plan made every decision about the batch before this call: its fields, their
   dtypes, shapes, batch size and device, and that the plan is raw (each value a plain
   torch.Tensor on the CPU or numpy array, of exactly the stored dtype). This file checks
   nothing of that again. It reads each value's memory the way the tensor ops' copy_
   does: a tensor with a negative bit, a strided one or one without memory (a
   ZeroTensor) is first made plain by its own methods (resolve_neg, contiguous, clone:
   the same values), numpy arrays are read through the buffer protocol, and a value that
   is a view of the ring itself is copied out first (its rows read as before the add).
   What it asserts is only what its memory accesses rely on, read in the same call (the
   GIL held) as the copy: each value's type and byte length. Neither assertion fails for
   a plan Layout.plan produced from values no other thread changes; one that does raises
   RuntimeError before the first byte is written.

   A bool field is stored canonical (each byte 0 or 1, as the tensor ops store it): a
   bool value holding another byte is copied out first with every byte other than 0
   made 1 (the test is a scan of the value's bytes; the copy loop is unchanged).

   ctx is (fields, tensor_type, ndarray_type, dst, capacity, row_bytes): fields a tuple
   of (width, offset, is_bool) per field, dst the address of capacity rows of row_bytes
   bytes. A
   batch longer than the capacity keeps its newest rows, each in the slot it would have
   reached had the rows been written one by one (as Storage.write_ring). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "scatter.h"

#define MAX_FIELDS 64

static PyObject *s_is_contiguous, *s_contiguous, *s_is_neg, *s_resolve_neg, *s_clone,
    *s_nbytes, *s_data_ptr, *s_dtype, *s_layout, *s_shape, *s_is_cpu, *s_device, *s_flags,
    *s_c_contiguous;

int agl_scatter_init(void) {
    return (s_is_contiguous = PyUnicode_InternFromString("is_contiguous")) &&
           (s_contiguous = PyUnicode_InternFromString("contiguous")) &&
           (s_is_neg = PyUnicode_InternFromString("is_neg")) &&
           (s_resolve_neg = PyUnicode_InternFromString("resolve_neg")) &&
           (s_clone = PyUnicode_InternFromString("clone")) &&
           (s_nbytes = PyUnicode_InternFromString("nbytes")) &&
           (s_data_ptr = PyUnicode_InternFromString("data_ptr")) &&
           (s_dtype = PyUnicode_InternFromString("dtype")) &&
           (s_layout = PyUnicode_InternFromString("layout")) &&
           (s_shape = PyUnicode_InternFromString("shape")) &&
           (s_is_cpu = PyUnicode_InternFromString("is_cpu")) &&
           (s_device = PyUnicode_InternFromString("device")) &&
           (s_flags = PyUnicode_InternFromString("flags")) &&
           (s_c_contiguous = PyUnicode_InternFromString("c_contiguous"));
}

/* meta(values, tensor_type, ndarray_type): what Layout.plan reads of each value, as one
   flat tuple, META_SLOTS a value: for a torch.Tensor (exactly) its type, dtype, layout,
   shape and True where is_cpu, else its device; for a numpy array (exactly) its type,
   dtype, shape, flags.c_contiguous and None. None where a value is of any other type, or
   its shape cannot be read (a nested tensor). Layout.plan memoises its verdict under this
   key; the key decides nothing (the plan of a key it has not seen is the full check). */
#define META_SLOTS 5

/* values[i] of a list or tuple (a borrowed reference), NULL past its end: a list is
   read again at every item, since a method a value's read calls may change it. */
static PyObject *item(PyObject *values, Py_ssize_t i) {
    if (PyTuple_Check(values)) return i < PyTuple_GET_SIZE(values) ? PyTuple_GET_ITEM(values, i) : NULL;
    return i < PyList_GET_SIZE(values) ? PyList_GET_ITEM(values, i) : NULL;
}

static int is_values(PyObject *o) { return PyList_Check(o) || PyTuple_Check(o); }

static Py_ssize_t n_values(PyObject *o) {
    return PyTuple_Check(o) ? PyTuple_GET_SIZE(o) : PyList_GET_SIZE(o);
}

/* key[at] = x.name (a new reference): 1, or 0 with an exception. */
static int meta_read(PyObject *key, Py_ssize_t at, PyObject *x, PyObject *name) {
    PyObject *v = PyObject_GetAttr(x, name);
    if (!v) return 0;
    PyTuple_SET_ITEM(key, at, v);
    return 1;
}

/* The META_SLOTS slots of tensor x from key[at]: 1, or 0 with an exception. */
static int meta_tensor(PyObject *key, Py_ssize_t at, PyObject *x) {
    if (!meta_read(key, at + 1, x, s_dtype) || !meta_read(key, at + 2, x, s_layout) ||
        !meta_read(key, at + 3, x, s_shape) || !meta_read(key, at + 4, x, s_is_cpu))
        return 0;
    if (PyTuple_GET_ITEM(key, at + 4) == Py_True) return 1;
    PyObject *d = PyObject_GetAttr(x, s_device);
    if (!d) return 0;
    Py_DECREF(PyTuple_GET_ITEM(key, at + 4));
    PyTuple_SET_ITEM(key, at + 4, d);
    return 1;
}

/* The META_SLOTS slots of numpy array x from key[at]: 1, or 0 with an exception. */
static int meta_array(PyObject *key, Py_ssize_t at, PyObject *x) {
    if (!meta_read(key, at + 1, x, s_dtype) || !meta_read(key, at + 2, x, s_shape))
        return 0;
    PyObject *flags = PyObject_GetAttr(x, s_flags);
    if (!flags) return 0;
    int ok = meta_read(key, at + 3, flags, s_c_contiguous);
    Py_DECREF(flags);
    if (!ok) return 0;
    Py_INCREF(Py_None);
    PyTuple_SET_ITEM(key, at + 4, Py_None);
    return 1;
}

PyObject *agl_meta(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 3 || !is_values(args[0]) || !PyType_Check(args[1]) ||
        !PyType_Check(args[2])) {
        PyErr_SetString(PyExc_TypeError, "meta(values: list | tuple, tensor_type, ndarray_type)");
        return NULL;
    }
    PyObject *values = args[0], *ttype = args[1], *ntype = args[2];
    Py_ssize_t nf = n_values(values);
    PyObject *key = PyTuple_New(nf * META_SLOTS); /* slots are NULL until read */
    if (!key) return NULL;
    for (Py_ssize_t i = 0; i < nf; i++) {
        PyObject *x = item(values, i), *t;
        if (!x) break; /* the list changed */
        t = (PyObject *)Py_TYPE(x);
        Py_ssize_t at = i * META_SLOTS;
        if (t != ttype && t != ntype) break;
        Py_INCREF(t);
        PyTuple_SET_ITEM(key, at, t);
        Py_INCREF(x); /* held while its attributes are read */
        int ok = t == ttype ? meta_tensor(key, at, x) : meta_array(key, at, x);
        Py_DECREF(x);
        if (!ok) {
            Py_DECREF(key);
            if (!PyErr_ExceptionMatches(PyExc_RuntimeError)) return NULL;
            PyErr_Clear(); /* a nested tensor's shape: no key (the full check names it) */
            Py_RETURN_NONE;
        }
        if (i == nf - 1) return key;
    }
    Py_DECREF(key); /* a value of another type (or the list changed): no key */
    Py_RETURN_NONE;
}

static int as_i64(PyObject *o, long long *v) {
    *v = PyLong_AsLongLong(o);
    return !(*v == -1 && PyErr_Occurred());
}

static int broken(Py_ssize_t i, const char *what) {
    PyErr_Format(PyExc_RuntimeError,
                 "scatter: field %zd: %s (Layout.plan checked it: changed since, by another "
                 "thread?); nothing was written", i, what);
    return 0;
}

/* *x made plain by its method `fix` where its method `test` answers `bad` (a new
   reference in *x, the old one kept by the caller or released here): 1, or 0 with an
   exception. */
static int plain(PyObject **x, PyObject *test, PyObject *bad, PyObject *fix, int own) {
    PyObject *v = PyObject_CallMethodNoArgs(*x, test);
    if (!v) return 0;
    int change = v == bad;
    Py_DECREF(v);
    if (!change) return 1;
    if (!(v = PyObject_CallMethodNoArgs(*x, fix))) return 0;
    if (own) Py_DECREF(*x);
    *x = v;
    return 1;
}

/* The address of a tensor value of `need` bytes, made plain first (its byte length
   asserted where check_len); *held is the tensor read (a new reference, or NULL where it
   is x itself): 1, or 0 with an exception. */
static int tensor_addr(PyObject *x, Py_ssize_t i, long long need, int check_len,
                       long long *p, PyObject **held) {
    PyObject *t = x, *v;
    long long nb;
    int ok = plain(&t, s_is_neg, Py_True, s_resolve_neg, 0) &&
             plain(&t, s_is_contiguous, Py_False, s_contiguous, t != x);
    if (ok && Py_TYPE(t) != Py_TYPE(x)) ok = broken(i, "not a torch.Tensor");
    if (ok && check_len && (ok = (v = PyObject_GetAttr(t, s_nbytes)) != NULL)) {
        ok = as_i64(v, &nb);
        Py_DECREF(v);
        if (ok && nb != need) ok = broken(i, "not batch * width bytes");
    }
    if (ok && (ok = (v = PyObject_CallMethodNoArgs(t, s_data_ptr)) != NULL)) {
        ok = as_i64(v, p);
        Py_DECREF(v);
    }
    if (ok && !*p && need) { /* no memory (a ZeroTensor): its clone has the zeros */
        PyObject *c = PyObject_CallMethodNoArgs(t, s_clone);
        if (t != x) Py_DECREF(t);
        t = c;
        ok = c && (v = PyObject_CallMethodNoArgs(c, s_data_ptr)) != NULL;
        if (ok) {
            ok = as_i64(v, p);
            Py_DECREF(v);
            if (ok && !*p) ok = broken(i, "no memory");
        }
    }
    *held = t != x ? t : NULL;
    return ok;
}

/* Whether value x reads as key's slots from `at` say (meta's key of a raw batch): its
   type and dtype, and a tensor's shape and CPU placement. 1 yes, 0 no (a shape that
   cannot be read, a nested tensor's, is no), -1 with an exception. An array's shape and
   contiguity are its buffer's (same_shape). A tensor's layout is not read here: a tensor
   of any layout but strided raises RuntimeError in is_contiguous() or data_ptr()
   (sparse, mkldnn) or in its shape (nested), which the caller reads as a miss
   (test_plan_memo proves it for every layout). */
static int reads_as(PyObject *key, Py_ssize_t at, PyObject *x, int array) {
    static PyObject **const names[3] = {&s_dtype, &s_shape, &s_is_cpu};
    static const int slot[3] = {1, 3, 4};
    if ((PyObject *)Py_TYPE(x) != PyTuple_GET_ITEM(key, at)) return 0;
    for (int j = 0; j < (array ? 1 : 3); j++) {
        PyObject *v = PyObject_GetAttr(x, *names[j]), *want = PyTuple_GET_ITEM(key, at + slot[j]);
        if (!v) {
            if (!PyErr_ExceptionMatches(PyExc_RuntimeError)) return -1;
            PyErr_Clear();
            return 0;
        }
        int same = v == want ? 1 : j == 1 ? PyObject_RichCompareBool(v, want, Py_EQ) : 0;
        Py_DECREF(v);
        if (same != 1) return same;
    }
    return 1;
}

/* Whether each of the n bytes at b is 0 or 1 (a bool's canonical bytes), 8 at a time. */
static int canonical(const unsigned char *b, long long n) {
    long long i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, b + i, 8);
        if (w & 0xFEFEFEFEFEFEFEFEull) return 0;
    }
    for (; i < n; i++)
        if (b[i] > 1) return 0;
    return 1;
}

/* Whether the C-contiguous buffer v has the shape `shape` (a tuple of ints). */
static int same_shape(PyObject *shape, const Py_buffer *v) {
    if (!PyTuple_Check(shape) || PyTuple_GET_SIZE(shape) != v->ndim || (v->ndim && !v->shape))
        return 0;
    for (Py_ssize_t d = 0; d < v->ndim; d++) {
        Py_ssize_t n = PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, d));
        if (n == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            return 0;
        }
        if (n != v->shape[d]) return 0;
    }
    return 1;
}

PyObject *agl_scatter(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs < 4 || nargs > 5 || !PyTuple_Check(args[0]) || PyTuple_GET_SIZE(args[0]) != 6 ||
        !PyTuple_Check(PyTuple_GET_ITEM(args[0], 0)) || !is_values(args[1]) ||
        (nargs == 5 && args[4] != Py_None &&
         (!PyTuple_Check(args[4]) ||
          PyTuple_GET_SIZE(args[4]) != PyTuple_GET_SIZE(PyTuple_GET_ITEM(args[0], 0)) * META_SLOTS))) {
        PyErr_SetString(PyExc_TypeError,
                        "scatter(ctx: tuple, values: list | tuple, start, batch, key: tuple | None = None)");
        return NULL;
    }
    PyObject *ctx = args[0], *values = args[1], *key = nargs == 5 && args[4] != Py_None ? args[4] : NULL;
    PyObject *fields = PyTuple_GET_ITEM(ctx, 0), *ttype = PyTuple_GET_ITEM(ctx, 1);
    PyObject *ntype = PyTuple_GET_ITEM(ctx, 2);
    long long dst_i, cap, rb, start, batch;
    if (!as_i64(PyTuple_GET_ITEM(ctx, 3), &dst_i) || !as_i64(PyTuple_GET_ITEM(ctx, 4), &cap) ||
        !as_i64(PyTuple_GET_ITEM(ctx, 5), &rb) || !as_i64(args[2], &start) ||
        !as_i64(args[3], &batch))
        return NULL;
    Py_ssize_t nf = PyTuple_GET_SIZE(fields);
    if (start < 0 || start >= cap || batch < 1 || nf > MAX_FIELDS ||
        n_values(values) != nf) {
        PyErr_SetString(PyExc_ValueError, "scatter: start, batch or values off the layout");
        return NULL;
    }
    const char *src[MAX_FIELDS];
    char *own[MAX_FIELDS] = {0}; /* copies of values that are views of the ring */
    Py_buffer views[MAX_FIELDS];
    PyObject *made[MAX_FIELDS] = {0}; /* plain copies of tensor values, held over the copy */
    long long width[MAX_FIELDS], off[MAX_FIELDS];
    int flag[MAX_FIELDS]; /* a bool field: bytes stored as 0 or 1 */
    Py_ssize_t held = 0, i;
    int ok = 1, miss = 0; /* miss: a value does not read as key says (nothing is written) */
    const long long lo = dst_i, hi = dst_i + cap * rb;
    for (i = 0; ok && i < nf; i++) {
        PyObject *f = PyTuple_GET_ITEM(fields, i), *x = item(values, i);
        if (!x) {
            ok = broken(i, "no value (the list changed)");
            break;
        }
        if (!PyTuple_Check(f) || PyTuple_GET_SIZE(f) != 3 ||
            !as_i64(PyTuple_GET_ITEM(f, 0), &width[i]) ||
            !as_i64(PyTuple_GET_ITEM(f, 1), &off[i]) || width[i] < 0 || off[i] < 0 ||
            off[i] + width[i] > rb) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "scatter: bad fields");
            ok = 0;
            break;
        }
        flag[i] = PyTuple_GET_ITEM(f, 2) == Py_True;
        long long need = batch * width[i], p = 0;
        int array = Py_TYPE(x) == (PyTypeObject *)ntype, as = 1;
        if (key && (as = reads_as(key, i * META_SLOTS, x, array)) != 1) {
            miss = as == 0;
            ok = 0;
            break;
        }
        if (array) {
            if (PyObject_GetBuffer(x, &views[held], PyBUF_C_CONTIGUOUS) < 0) {
                /* key: not C-contiguous (any more) is a miss */
                miss = key && PyErr_ExceptionMatches(PyExc_ValueError);
                if (miss) PyErr_Clear();
                ok = 0;
                break;
            }
            p = (long long)(intptr_t)views[held].buf;
            if (key && !same_shape(PyTuple_GET_ITEM(key, i * META_SLOTS + 2), &views[held])) {
                held++;
                miss = 1;
                ok = 0;
                break;
            }
            ok = views[held++].len == need || broken(i, "not batch * width bytes");
        } else if (Py_TYPE(x) == (PyTypeObject *)ttype) {
            /* key: the byte length follows from the dtype and shape read above, and a
               RuntimeError (a layout other than strided) is a miss */
            ok = tensor_addr(x, i, need, !key, &p, &made[i]);
            if (!ok && key && PyErr_ExceptionMatches(PyExc_RuntimeError)) {
                PyErr_Clear();
                miss = 1;
                break;
            }
        } else {
            ok = broken(i, "neither a torch.Tensor nor a numpy array");
        }
        /* A view of the ring is copied out; so is a bool value holding a byte other than
           0 and 1, as those bytes made 0 or 1 (the scan reads the value's few bytes). */
        int odd = ok && flag[i] && !canonical((const unsigned char *)(intptr_t)p, need);
        if (ok && need && (odd || (p < hi && p + need > lo))) {
            if (!(own[i] = (char *)malloc((size_t)need))) {
                PyErr_NoMemory();
                ok = 0;
                break;
            }
            const char *from = (const char *)(intptr_t)p;
            if (odd) {
                for (long long b = 0; b < need; b++) own[i][b] = from[b] != 0;
            } else {
                memcpy(own[i], from, (size_t)need);
            }
            p = (long long)(intptr_t)own[i];
        }
        src[i] = (const char *)(intptr_t)p;
    }
    if (ok) {
        char *dst = (char *)(intptr_t)dst_i;
        long long skip = batch > cap ? batch - cap : 0, r = (start + skip) % cap;
        for (long long j = skip; j < batch; j++, r++) {
            if (r == cap) r = 0;
            char *out = dst + r * rb;
            for (Py_ssize_t k = 0; k < nf; k++)
                memcpy(out + off[k], src[k] + j * width[k], (size_t)width[k]);
        }
    }
    for (Py_ssize_t k = 0; k < held; k++) PyBuffer_Release(&views[k]);
    for (Py_ssize_t k = 0; k < nf; k++) {
        free(own[k]);
        Py_XDECREF(made[k]);
    }
    if (miss) Py_RETURN_FALSE;
    if (!ok) return NULL;
    Py_RETURN_TRUE;
}
