"""Keras 3's own layer and model class names, and the arguments only Keras 2 took: what tells
a config or code of another Keras from a user's own class. The names are `dir(keras.layers)`'s
classes in keras 3.15.1 (read 2026-11-29) and Sequential/Functional/Model; the Keras 2 arguments
are those Keras 3 refuses in the corpus's real logs (input_length, weights, batch_input_shape,
fused, time_major, groups: tests/data/logs) and Keras 2's base Layer's (input_dim, dynamic,
autocast: tf_keras 2.21's engine/base_layer.py)."""

from __future__ import annotations

KERAS3_CLASSES = frozenset(
    """
    Activation ActivityRegularization AdaptiveAveragePooling1D AdaptiveAveragePooling2D
    AdaptiveAveragePooling3D AdaptiveMaxPooling1D AdaptiveMaxPooling2D AdaptiveMaxPooling3D
    Add AdditiveAttention AlphaDropout Attention AugMix AutoContrast Average
    AveragePooling1D AveragePooling2D AveragePooling3D AvgPool1D AvgPool2D AvgPool3D
    BatchNormalization Bidirectional CategoryEncoding CenterCrop Concatenate
    ContrastLimitedAdaptiveHistogramEqualization Conv1D Conv1DTranspose Conv2D
    Conv2DTranspose Conv3D Conv3DTranspose ConvLSTM1D ConvLSTM2D ConvLSTM3D Convolution1D
    Convolution1DTranspose Convolution2D Convolution2DTranspose Convolution3D
    Convolution3DTranspose Cropping1D Cropping2D Cropping3D CutMix Dense DepthwiseConv1D
    DepthwiseConv2D Discretization Dot Dropout ELU EinsumDense Embedding Equalization
    Flatten FlaxLayer GRU GRUCell GaussianDropout GaussianNoise GlobalAveragePooling1D
    GlobalAveragePooling2D GlobalAveragePooling3D GlobalAvgPool1D GlobalAvgPool2D
    GlobalAvgPool3D GlobalMaxPool1D GlobalMaxPool2D GlobalMaxPool3D GlobalMaxPooling1D
    GlobalMaxPooling2D GlobalMaxPooling3D GroupNormalization GroupQueryAttention
    HashedCrossing Hashing Identity InputLayer InputSpec IntegerLookup JaxLayer LSTM
    LSTMCell Lambda Layer LayerNormalization LeakyReLU Masking MaxNumBoundingBoxes MaxPool1D
    MaxPool2D MaxPool3D MaxPooling1D MaxPooling2D MaxPooling3D Maximum MelSpectrogram
    Minimum MixUp MultiHeadAttention Multiply Normalization PReLU Permute Pipeline
    RMSNormalization RNN RandAugment RandomBrightness RandomColorDegeneration
    RandomColorJitter RandomContrast RandomCrop RandomElasticTransform RandomErasing
    RandomFlip RandomGaussianBlur RandomGrayscale RandomHue RandomInvert RandomPerspective
    RandomPosterization RandomRotation RandomSaturation RandomSharpness RandomShear
    RandomTranslation RandomZoom ReLU RepeatVector Rescaling Reshape Resizing
    ReversibleEmbedding STFTSpectrogram SeparableConv1D SeparableConv2D
    SeparableConvolution1D SeparableConvolution2D SimpleRNN SimpleRNNCell Softmax
    Solarization SpatialDropout1D SpatialDropout2D SpatialDropout3D SpectralNormalization
    StackedRNNCells StringLookup Subtract TFSMLayer TextVectorization TimeDistributed
    TorchModuleWrapper UnitNormalization UpSampling1D UpSampling2D UpSampling3D Wrapper
    ZeroPadding1D ZeroPadding2D ZeroPadding3D Sequential Functional Model
    """.split()
)
KERAS2_ONLY_ARGS = frozenset(
    "input_length weights batch_input_shape fused time_major groups input_dim dynamic autocast".split()
)
#: Keras 3's refusal naming a class of the user's own and an argument Keras 2 never took: the
#: user's get_config and __init__ disagree (text_layer_words.py); models.py's Keras 2 reading
#: leaves it alone
CUSTOM_EXTRA_KEY = (
    r"Unrecognized keyword arguments passed to (?P<cls>(?!(?:"
    + "|".join(sorted(KERAS3_CLASSES))
    + r")\b)[A-Za-z_]\w*): \{'(?P<arg>(?!(?:"
    + "|".join(sorted(KERAS2_ONLY_ARGS))
    + r")')\w+)'"
)
