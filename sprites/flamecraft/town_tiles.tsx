<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="town_tiles" tilewidth="32" tileheight="32" tilecount="83" columns="8">
 <image source="town_tiles.png" width="256" height="352"/>
 <tile id="0">
  <properties>
   <property name="kind" value="grass_a"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" value="grass_b"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" value="grass_c"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" value="cobble_a"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" value="cobble_b"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="kind" value="track"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="kind" value="sign_extra"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="kind" value="lamp"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="kind" value="lot_nw"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="kind" value="lot_n"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="kind" value="lot_ne"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="kind" value="lot_w"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="kind" value="lot_c"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="kind" value="lot_e"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="kind" value="lot_sw"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="kind" value="lot_s"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="kind" value="lot_se"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="kind" value="extra_nw"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="kind" value="extra_n"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="kind" value="extra_ne"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="kind" value="extra_w"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="kind" value="extra_c"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="kind" value="extra_e"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="kind" value="extra_sw"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="kind" value="extra_s"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="kind" value="extra_se"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="kind" value="park_nw"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="kind" value="park_n"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="kind" value="park_ne"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="kind" value="park_w"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="kind" value="park_c"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="kind" value="park_e"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="kind" value="park_sw"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="kind" value="park_s"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="kind" value="park_se"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="kind" value="market_nw"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="kind" value="market_n"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="kind" value="market_ne"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="kind" value="market_w"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="kind" value="market_c"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="kind" value="market_e"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="kind" value="market_sw"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="kind" value="market_s"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="kind" value="market_se"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="kind" value="dais_nw"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="kind" value="dais_n"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="kind" value="dais_ne"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="kind" value="dais_w"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="kind" value="dais_c"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="kind" value="dais_e"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="kind" value="dais_sw"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="kind" value="dais_s"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="kind" value="dais_se"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="kind" value="fountain_0_0"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="kind" value="fountain_1_0"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="kind" value="fountain_2_0"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="kind" value="fountain_3_0"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="kind" value="fountain_4_0"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="kind" value="fountain_5_0"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="kind" value="fountain_0_1"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="kind" value="fountain_1_1"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="kind" value="fountain_2_1"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="kind" value="fountain_3_1"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="kind" value="fountain_4_1"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="kind" value="fountain_5_1"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="kind" value="fountain_0_2"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="kind" value="fountain_1_2"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="kind" value="fountain_2_2"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="kind" value="fountain_3_2"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="kind" value="fountain_4_2"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="kind" value="fountain_5_2"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="kind" value="fountain_0_3"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="kind" value="fountain_1_3"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="kind" value="fountain_2_3"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="kind" value="fountain_3_3"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="kind" value="fountain_4_3"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="kind" value="fountain_5_3"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="kind" value="fountain_0_4"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="kind" value="fountain_1_4"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="kind" value="fountain_2_4"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="kind" value="fountain_3_4"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="kind" value="fountain_4_4"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="kind" value="fountain_5_4"/>
  </properties>
 </tile>
</tileset>
